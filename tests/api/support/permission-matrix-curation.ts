// The curation part of the permission matrix (tests/api/support/permission-matrix.ts, docs/reference/curation.md):
// a spare collection and spare tags made for the walk, and the rows of every collection and tag write. Writing
// collections and administering tags need community.manage (administrators only by default); retagging the private
// discussion is for whoever edits it (the moderator and the administrator), the member does not see it.
import { collections, tags } from "../../../src/server/db/schema";
import type { TestApp } from "./app";
import type { Row } from "./permission-matrix";

export interface CurationMatrixIDs {
  /** A collection the administrator's DELETE row deletes. */
  spareCollection: number;
  /** Tags the rename, merge (source into target) and delete rows act on. */
  renamedTag: number;
  mergedTag: number;
  mergeTarget: number;
  deletedTag: number;
}

export async function createCurationMatrixRecords(t: TestApp): Promise<CurationMatrixIDs> {
  const { db } = t.database;
  const [spare] = await db
    .insert(collections)
    .values({ name: "Matrix spare collection", insertUserID: 1 })
    .returning({ id: collections.collectionID });
  const made = await db
    .insert(tags)
    .values(
      ["matrix-renamed", "matrix-merged", "matrix-target", "matrix-deleted"].map((urlcode) => ({
        name: urlcode,
        urlcode,
      })),
    )
    .returning({ id: tags.tagID });
  const [renamedTag, mergedTag, mergeTarget, deletedTag] = made.map((row) => row.id);
  return {
    spareCollection: spare?.id ?? 0,
    renamedTag: renamedTag ?? 0,
    mergedTag: mergedTag ?? 0,
    mergeTarget: mergeTarget ?? 0,
    deletedTag: deletedTag ?? 0,
  };
}

const MANAGERS_ONLY_WRITE = (status: number): Row["expected"] => [401, 403, 403, status];

export const CURATION_WRITES: Row[] = [
  {
    route: "POST /api/v2/collections",
    url: () => "/api/v2/collections",
    payload: () => ({ name: "Matrix new collection" }),
    expected: MANAGERS_ONLY_WRITE(201),
  },
  {
    route: "POST /api/v2/collections",
    note: "holding the private discussion",
    url: () => "/api/v2/collections",
    payload: (e) => ({
      name: "Matrix staff picks",
      records: [{ recordType: "discussion", recordID: e.ids.discussion }],
    }),
    expected: MANAGERS_ONLY_WRITE(201),
    showsStaff: "discussion",
  },
  {
    route: "PATCH /api/v2/collections/:id",
    url: (e) => `/api/v2/collections/${e.ids.collection}`,
    payload: () => ({ name: "Matrix picks, renamed" }),
    expected: MANAGERS_ONLY_WRITE(200),
    showsStaff: "discussion",
  },
  {
    route: "DELETE /api/v2/collections/:id",
    url: (e) => `/api/v2/collections/${e.ids.curation.spareCollection}`,
    expected: MANAGERS_ONLY_WRITE(204),
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
    payload: () => ({ name: "Matrix made tag" }),
    expected: MANAGERS_ONLY_WRITE(201),
  },
  {
    route: "PATCH /api/v2/tags/:id",
    url: (e) => `/api/v2/tags/${e.ids.curation.renamedTag}`,
    payload: () => ({ name: "Matrix renamed tag" }),
    expected: MANAGERS_ONLY_WRITE(200),
  },
  {
    route: "POST /api/v2/tags/:id/merge",
    url: (e) => `/api/v2/tags/${e.ids.curation.mergedTag}/merge`,
    payload: (e) => ({ targetTagID: e.ids.curation.mergeTarget }),
    expected: MANAGERS_ONLY_WRITE(200),
  },
  {
    route: "DELETE /api/v2/tags/:id",
    url: (e) => `/api/v2/tags/${e.ids.curation.deletedTag}`,
    expected: MANAGERS_ONLY_WRITE(204),
  },
];
