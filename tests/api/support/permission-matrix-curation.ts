// The curation part of the permission matrix (tests/api/support/permission-matrix.ts, docs/reference/curation.md):
// spare collections and tags made for the walk, and the rows of every collection and tag write. Writing collections
// and administering tags need community.manage (moderators and administrators by default); retagging the private
// discussion is for whoever edits it (the moderator and the administrator), the member does not see it. Rows that
// use up their record (delete, merge) act on one record per curator, so each of them meets a fresh one.
import { collections, tags } from "../../../src/server/db/schema";
import type { TestApp } from "./app";
import type { Row, Who } from "./permission-matrix";

/** A record per curator: the moderator's and the administrator's (the guest and the member meet the latter). */
interface PerCurator {
  moderator: number;
  admin: number;
}

export interface CurationMatrixIDs {
  /** Collections the DELETE rows delete. */
  spareCollection: PerCurator;
  /** Tags the rename, merge (source into target) and delete rows act on; new tag names per curator. */
  renamedTag: number;
  mergedTag: PerCurator;
  mergeTarget: number;
  deletedTag: PerCurator;
}

const curator = (ids: PerCurator, who: Who) => (who === "moderator" ? ids.moderator : ids.admin);

export async function createCurationMatrixRecords(t: TestApp): Promise<CurationMatrixIDs> {
  const { db } = t.database;
  const spares = await db
    .insert(collections)
    .values([
      { name: "Matrix spare collection", insertUserID: 1 },
      { name: "Matrix spare collection 2", insertUserID: 1 },
    ])
    .returning({ id: collections.collectionID });
  const made = await db
    .insert(tags)
    .values(
      [
        "matrix-renamed",
        "matrix-merged",
        "matrix-merged-2",
        "matrix-target",
        "matrix-deleted",
        "matrix-deleted-2",
      ].map((urlcode) => ({ name: urlcode, urlcode })),
    )
    .returning({ id: tags.tagID });
  const [renamedTag, merged, merged2, mergeTarget, deleted, deleted2] = made.map((row) => row.id);
  return {
    spareCollection: { admin: spares[0]?.id ?? 0, moderator: spares[1]?.id ?? 0 },
    renamedTag: renamedTag ?? 0,
    mergedTag: { admin: merged ?? 0, moderator: merged2 ?? 0 },
    mergeTarget: mergeTarget ?? 0,
    deletedTag: { admin: deleted ?? 0, moderator: deleted2 ?? 0 },
  };
}

const MANAGERS_WRITE = (status: number): Row["expected"] => [401, 403, status, status];

export const CURATION_WRITES: Row[] = [
  {
    route: "POST /api/v2/collections",
    url: () => "/api/v2/collections",
    payload: (_e, who) => ({ name: `Matrix new collection ${who}` }),
    expected: MANAGERS_WRITE(201),
  },
  {
    route: "POST /api/v2/collections",
    note: "holding the private discussion",
    url: () => "/api/v2/collections",
    payload: (e, who) => ({
      name: `Matrix staff picks ${who}`,
      records: [{ recordType: "discussion", recordID: e.ids.discussion }],
    }),
    expected: MANAGERS_WRITE(201),
    showsStaff: "discussion",
  },
  {
    route: "PATCH /api/v2/collections/:id",
    url: (e) => `/api/v2/collections/${e.ids.collection}`,
    payload: () => ({ name: "Matrix picks, renamed" }),
    expected: MANAGERS_WRITE(200),
    showsStaff: "discussion",
  },
  {
    route: "DELETE /api/v2/collections/:id",
    url: (e, who) => `/api/v2/collections/${curator(e.ids.curation.spareCollection, who)}`,
    expected: MANAGERS_WRITE(204),
  },
  {
    route: "PUT /api/v2/discussions/:id/tags",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/tags`,
    payload: (e) => ({ tagIDs: [e.ids.curation.mergeTarget], names: ["matrix retagged"] }),
    // The member may not see it; the moderator edits discussions there.
    expected: [401, 404, 200, 200],
  },
  {
    route: "POST /api/v2/tags",
    url: () => "/api/v2/tags",
    payload: (_e, who) => ({ name: `Matrix made tag ${who}` }),
    expected: MANAGERS_WRITE(201),
  },
  {
    route: "PATCH /api/v2/tags/:id",
    url: (e) => `/api/v2/tags/${e.ids.curation.renamedTag}`,
    payload: (_e, who) => ({ name: `Matrix renamed tag ${who}` }),
    expected: MANAGERS_WRITE(200),
  },
  {
    route: "POST /api/v2/tags/:id/merge",
    url: (e, who) => `/api/v2/tags/${curator(e.ids.curation.mergedTag, who)}/merge`,
    payload: (e) => ({ targetTagID: e.ids.curation.mergeTarget }),
    expected: MANAGERS_WRITE(200),
  },
  {
    route: "DELETE /api/v2/tags/:id",
    url: (e, who) => `/api/v2/tags/${curator(e.ids.curation.deletedTag, who)}`,
    expected: MANAGERS_WRITE(204),
  },
];
