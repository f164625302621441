// Layout revisions: every saved state of a stored layout. The editor saves drafts (never served to pages); publishing
// copies a revision's document into the layouts row, which is what pages serve. Writes lock the layout row first, so
// two editors saving at once are serialised and the second one sees the first's revision (409) instead of overwriting
// it.
import { count, desc, eq } from "drizzle-orm";
import { msg } from "../../lib/i18n/msg";
import type { LayoutRevision } from "../../types/generated/api/layout-revision";
import type { Db } from "../db/client";
import { layoutRevisions, layouts, users } from "../db/schema";
import { ApiError, type FieldError, groupFieldErrors, notFound } from "../http/errors";
import type { PageRequest, Paging } from "../services/paging";
import { CURRENT_FORMAT_VERSION, migrateLayoutParts } from "./migrations";
import { DEFAULT_TITLE_BAR } from "./store";
import { checkLayoutDocument } from "./validate-document";

export type { LayoutRevision };

type JsonObject = Record<string, unknown>;

export interface RevisionDocument {
  name: string;
  layout: unknown[];
  titleBar: JsonObject;
}

const summaryColumns = {
  revisionID: layoutRevisions.revisionID,
  layoutID: layoutRevisions.layoutID,
  name: layoutRevisions.name,
  status: layoutRevisions.status,
  baseRevisionID: layoutRevisions.baseRevisionID,
  insertUserID: layoutRevisions.insertUserID,
  insertUserName: users.name,
  dateInserted: layoutRevisions.dateInserted,
  datePublished: layoutRevisions.datePublished,
};
const documentColumns = {
  ...summaryColumns,
  layout: layoutRevisions.layout,
  titleBar: layoutRevisions.titleBar,
  formatVersion: layoutRevisions.formatVersion,
};

function selectDocuments(db: Db) {
  return db
    .select(documentColumns)
    .from(layoutRevisions)
    .leftJoin(users, eq(users.userID, layoutRevisions.insertUserID));
}
type DocumentRow = Awaited<ReturnType<typeof selectDocuments>>[number];
type SummaryRow = Pick<DocumentRow, keyof typeof summaryColumns>;

function toSummary(row: SummaryRow): LayoutRevision {
  return {
    revisionID: row.revisionID,
    layoutID: row.layoutID,
    name: row.name,
    status: row.status === "published" ? "published" : "draft",
    baseRevisionID: row.baseRevisionID,
    insertUserID: row.insertUserID,
    // A deleted author leaves their revisions behind.
    insertUser: { userID: row.insertUserID, name: row.insertUserName ?? "Unknown" },
    dateInserted: row.dateInserted.toISOString(),
    datePublished: row.datePublished?.toISOString() ?? null,
  };
}

/** The revision with its document, migrated to the current format like every document the API answers. */
function toFull(row: DocumentRow): LayoutRevision & { layout: JsonObject[]; titleBar: JsonObject } {
  const migrated = migrateLayoutParts({
    formatVersion: row.formatVersion,
    layout: row.layout,
    titleBar: row.titleBar ?? DEFAULT_TITLE_BAR,
  });
  return {
    ...toSummary(row),
    layout: migrated.layout as JsonObject[],
    titleBar: migrated.titleBar ?? DEFAULT_TITLE_BAR,
  };
}

/** One page of a layout's revisions, newest first, without documents (autosaved drafts add up quickly). */
export async function listRevisions(
  db: Db,
  layoutID: number,
  page: PageRequest,
): Promise<{ revisions: LayoutRevision[]; paging: Paging }> {
  const ofLayout = eq(layoutRevisions.layoutID, layoutID);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(layoutRevisions)
      .leftJoin(users, eq(users.userID, layoutRevisions.insertUserID))
      .where(ofLayout)
      .orderBy(desc(layoutRevisions.revisionID))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(layoutRevisions).where(ofLayout),
  ]);
  return { revisions: rows.map(toSummary), paging: { ...page, total: counted?.total ?? 0 } };
}

async function revisionRow(db: Db, layoutID: number, revisionID: number): Promise<DocumentRow | null> {
  const [row] = await selectDocuments(db).where(eq(layoutRevisions.revisionID, revisionID)).limit(1);
  // A revision of another layout is not found here: ids are not a way into other layouts.
  return row && row.layoutID === layoutID ? row : null;
}

export async function getRevision(db: Db, layoutID: number, revisionID: number) {
  const row = await revisionRow(db, layoutID, revisionID);
  return row ? toFull(row) : null;
}

async function latestRow(db: Db, layoutID: number): Promise<DocumentRow | null> {
  const [row] = await selectDocuments(db)
    .where(eq(layoutRevisions.layoutID, layoutID))
    .orderBy(desc(layoutRevisions.revisionID))
    .limit(1);
  return row ?? null;
}

/** Locks the layout row for the rest of the transaction; null when the layout does not exist. */
async function lockLayout(tx: Db, layoutID: number) {
  const [row] = await tx
    .select({ layoutID: layouts.layoutID, layoutViewType: layouts.layoutViewType })
    .from(layouts)
    .where(eq(layouts.layoutID, layoutID))
    .for("update");
  if (!row) throw notFound("Layout");
  return row;
}

/** "2026-11-21 10:30 UTC": when the newer revision was saved, for the conflict message. */
function readableTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function staleBase(latest: DocumentRow | null, baseRevisionID: number | null): ApiError {
  if (!latest) {
    const message = msg("This layout has no revisions yet; reload it before saving.");
    return new ApiError(409, message, {
      description: "Nothing was saved.",
      errors: groupFieldErrors([{ field: "baseRevisionID", code: "stale", message }]),
    });
  }
  const values = {
    name: latest.insertUserName ?? "",
    time: readableTime(latest.dateInserted),
    revisionID: String(latest.revisionID),
    baseRevisionID: baseRevisionID === null ? "" : String(baseRevisionID),
  };
  const message =
    latest.insertUserName === null
      ? msg("This layout was changed by someone else at {time}; reload to see their version.")
      : msg("This layout was changed by {name} at {time}; reload to see their version.");
  return new ApiError(409, message, {
    description:
      baseRevisionID === null
        ? msg("Revision {revisionID} is newer than revision (none), the one you edited. Nothing was saved.")
        : msg(
            "Revision {revisionID} is newer than revision {baseRevisionID}, the one you edited. Nothing was saved.",
          ),
    values,
    errors: groupFieldErrors([{ field: "baseRevisionID", code: "stale", message, values }]),
  });
}

async function insertRevision(
  tx: Db,
  layoutID: number,
  doc: RevisionDocument,
  extra: { status: "draft" | "published"; baseRevisionID: number | null; userID: number },
): Promise<number> {
  const now = new Date();
  const [row] = await tx
    .insert(layoutRevisions)
    .values({
      layoutID,
      name: doc.name,
      layout: doc.layout,
      titleBar: doc.titleBar,
      formatVersion: CURRENT_FORMAT_VERSION,
      status: extra.status,
      baseRevisionID: extra.baseRevisionID,
      insertUserID: extra.userID,
      dateInserted: now,
      datePublished: extra.status === "published" ? now : null,
    })
    .returning({ revisionID: layoutRevisions.revisionID });
  if (!row) throw new Error("The revision insert returned no row.");
  return row.revisionID;
}

async function fullOrFail(db: Db, layoutID: number, revisionID: number) {
  const saved = await getRevision(db, layoutID, revisionID);
  if (!saved) throw new Error(`Revision ${revisionID} vanished after being written.`);
  return saved;
}

/**
 * Saves a draft (a document in the current format, not validated: drafts may hold problems). Refused with 409
 * when baseRevisionID is not the newest revision: someone saved since the author loaded theirs.
 */
export async function saveDraft(
  db: Db,
  layoutID: number,
  doc: RevisionDocument & { baseRevisionID: number | null },
  userID: number,
) {
  return db.transaction(async (tx) => {
    await lockLayout(tx, layoutID);
    const latest = await latestRow(tx, layoutID);
    if ((latest?.revisionID ?? null) !== doc.baseRevisionID) throw staleBase(latest, doc.baseRevisionID);
    const { baseRevisionID, ...document } = doc;
    const revisionID = await insertRevision(tx, layoutID, document, {
      status: "draft",
      baseRevisionID,
      userID,
    });
    return fullOrFail(tx, layoutID, revisionID);
  });
}

/** A new draft copying an older revision, on top of the newest one (so the next save is not a conflict). */
export async function restoreRevision(db: Db, layoutID: number, revisionID: number, userID: number) {
  return db.transaction(async (tx) => {
    await lockLayout(tx, layoutID);
    const source = await getRevision(tx, layoutID, revisionID);
    if (!source) throw notFound("Revision");
    const latest = await latestRow(tx, layoutID);
    const copy = { name: source.name, layout: source.layout, titleBar: source.titleBar };
    const restored = await insertRevision(tx, layoutID, copy, {
      status: "draft",
      baseRevisionID: latest?.revisionID ?? null,
      userID,
    });
    return fullOrFail(tx, layoutID, restored);
  });
}

function invalidRevision(errors: FieldError[]): ApiError {
  const first = errors[0];
  return new ApiError(
    422,
    "This revision has {count, plural, one {a problem} other {# problems}}; {count, plural, one {fix it} other {fix them}} before publishing.",
    {
      // The problem's own words: the layout rules' (src/lib/layout/validate-document.ts).
      ...(first ? { description: msg("{field}: {problem}") } : {}),
      values: { count: errors.length, field: first?.field ?? "", problem: first?.message ?? "" },
      errors: groupFieldErrors(errors),
    },
  );
}

/**
 * Publishes a revision: validated whole (422 with every problem by path, nothing written), then its document
 * without the keys the schemas do not model becomes the layout's (current format) and it is marked published.
 * The answer names the dropped keys as warnings.
 */
export async function publishRevision(db: Db, layoutID: number, revisionID: number, userID: number) {
  return db.transaction(async (tx) => {
    const layout = await lockLayout(tx, layoutID);
    const revision = await getRevision(tx, layoutID, revisionID);
    if (!revision) throw notFound("Revision");
    const { errors, warnings, document } = checkLayoutDocument({
      layoutViewType: layout.layoutViewType,
      layout: revision.layout,
      titleBar: revision.titleBar,
    });
    if (errors.length > 0) throw invalidRevision(errors);
    const published = { name: revision.name, ...(document as Pick<RevisionDocument, "layout" | "titleBar">) };
    // An older revision is published as a copy on top of the newest one: the published revision is then always
    // the newest, or older than a draft, and a save based on it is never a false conflict.
    const latest = await latestRow(tx, layoutID);
    const publishedID =
      latest && latest.revisionID !== revisionID
        ? await insertRevision(tx, layoutID, published, {
            status: "published",
            baseRevisionID: latest.revisionID,
            userID,
          })
        : revisionID;
    const now = new Date();
    await tx
      .update(layouts)
      .set({
        ...published,
        formatVersion: CURRENT_FORMAT_VERSION,
        publishedRevisionID: publishedID,
        updateUserID: userID,
        dateUpdated: now,
      })
      .where(eq(layouts.layoutID, layoutID));
    // The published revision holds what the layout now serves (a draft published as is loses its unknown keys).
    const cleaned = warnings.length > 0 ? { layout: published.layout, titleBar: published.titleBar } : {};
    await tx
      .update(layoutRevisions)
      .set({ status: "published", datePublished: now, ...cleaned })
      .where(eq(layoutRevisions.revisionID, publishedID));
    const full = await fullOrFail(tx, layoutID, publishedID);
    return warnings.length > 0 ? { ...full, warnings } : full;
  });
}

/**
 * Records what the layouts row now holds as a published revision (POST /layouts, PATCH /layouts/{id}); call it in
 * the transaction that wrote the row. The new revision is based on the newest one before it.
 */
export async function recordPublishedRevision(
  tx: Db,
  layoutID: number,
  doc: RevisionDocument,
  userID: number,
) {
  const latest = await latestRow(tx, layoutID);
  const revisionID = await insertRevision(tx, layoutID, doc, {
    status: "published",
    baseRevisionID: latest?.revisionID ?? null,
    userID,
  });
  await tx.update(layouts).set({ publishedRevisionID: revisionID }).where(eq(layouts.layoutID, layoutID));
  return revisionID;
}

export interface EditState {
  latestRevisionID: number | null;
  publishedRevisionID: number | null;
  /** The newest revision when it is a draft newer than the published one: what the editor should open. */
  draft: { revisionID: number; name: string; layout: JsonObject[]; titleBar: JsonObject } | null;
}

export async function editState(db: Db, layoutID: number): Promise<EditState> {
  const [[layout], latest] = await Promise.all([
    db
      .select({ publishedRevisionID: layouts.publishedRevisionID })
      .from(layouts)
      .where(eq(layouts.layoutID, layoutID)),
    latestRow(db, layoutID),
  ]);
  const publishedRevisionID = layout?.publishedRevisionID ?? null;
  const isNewerDraft =
    latest !== null && latest.status === "draft" && latest.revisionID > (publishedRevisionID ?? 0);
  let draft: EditState["draft"] = null;
  if (latest && isNewerDraft) {
    const full = toFull(latest);
    draft = { revisionID: full.revisionID, name: full.name, layout: full.layout, titleBar: full.titleBar };
  }
  return { latestRevisionID: latest?.revisionID ?? null, publishedRevisionID, draft };
}
