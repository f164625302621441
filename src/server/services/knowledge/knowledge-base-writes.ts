// Creating and changing knowledge bases (docs/reference/knowledge-base.md#api): site.manage only, each change audited
// in its own transaction. A knowledge base created without permissions gets the defaults: readers are the roles
// that read the root category (discussions.view), editors the roles that moderate or manage the site.
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import { ROOT_PERMISSION_CATEGORY } from "../../../lib/permissions/names";
import type { KnowledgeBase } from "../../../types/generated/api/knowledge-base";
import type { KnowledgeBasePatch } from "../../../types/generated/api/knowledge-base-patch";
import type { KnowledgeBasePost } from "../../../types/generated/api/knowledge-base-post";
import type { Db, Tx } from "../../db/client";
import { rolePermissions, roles, siteSections } from "../../db/schema";
import { knowledgeBasePermissions, knowledgeBases } from "../../db/schema-knowledge";
import { fieldErrors } from "../../http/errors";
import { type AuditActor, recordAudit } from "../audit-log";
import type { ServiceContext } from "../context";
import { pgErrorCode, UNIQUE_VIOLATION } from "../sql";
import { ADD_ARTICLES, forgetKnowledgeAccess, knowledgeAccess, VIEW_ARTICLES } from "./access";
import { refuse, requiredName } from "./guards";
import { findKnowledgeBaseRow, getKnowledgeBase } from "./knowledge-bases";

type Grant = { roleID: number; view: boolean; edit: boolean };
export interface Audited<T> {
  value: T;
  auditLogID: number;
}

async function requireManager(ctx: ServiceContext): Promise<void> {
  if (!(await knowledgeAccess(ctx)).canManage) refuse(ctx);
}

function urlCodeTaken() {
  return fieldErrors(422, [
    { field: "urlCode", code: "taken", message: msg("Another knowledge base already uses this url code.") },
  ]);
}

/** Paths under /kb/ that are pages of their own (docs/reference/routes.md): a knowledge base there could not be reached. */
const RESERVED_URL_CODES = new Set(["search", "articles", "categories"]);

async function checkUrlCode(db: Db, urlCode: string, exceptID: number | null): Promise<string> {
  const code = urlCode.toLowerCase();
  if (RESERVED_URL_CODES.has(code))
    throw fieldErrors(422, [
      { field: "urlCode", code: "reserved", message: msg("This url code is the address of another page.") },
    ]);
  // An all-digit code would read as an ID in /knowledge-bases/{id}.
  if (/^\d+$/.test(code))
    throw fieldErrors(400, [
      { field: "urlCode", code: "digits", message: msg("A url code needs at least one letter or hyphen.") },
    ]);
  const [taken] = await db
    .select({ id: knowledgeBases.knowledgeBaseID })
    .from(knowledgeBases)
    .where(
      and(
        eq(sql`lower(${knowledgeBases.urlCode})`, code),
        exceptID === null ? undefined : ne(knowledgeBases.knowledgeBaseID, exceptID),
      ),
    );
  if (taken) throw urlCodeTaken();
  return code;
}

/** The locale of a site section (0: the default section, English), or a 422 when there is no such section. */
async function sectionLocale(db: Db, siteSectionID: number): Promise<string> {
  if (siteSectionID === 0) return "en";
  const [section] = await db
    .select({ locale: siteSections.locale })
    .from(siteSections)
    .where(eq(siteSections.siteSectionID, siteSectionID));
  if (!section)
    throw fieldErrors(422, [
      { field: "siteSectionID", code: "unknown", message: msg("There is no site section with this ID.") },
    ]);
  return section.locale;
}

async function checkRoles(db: Db, grants: readonly Grant[]): Promise<void> {
  const ids = [...new Set(grants.map((grant) => grant.roleID))];
  if (!ids.length) return;
  const found = await db.select({ roleID: roles.roleID }).from(roles).where(inArray(roles.roleID, ids));
  if (found.length !== ids.length)
    throw fieldErrors(422, [
      {
        field: "permissions",
        code: "unknownRole",
        message: msg("A role in the permissions does not exist."),
      },
    ]);
}

/** Readers: roles holding root discussions.view; editors: roles holding community.moderate or site.manage. */
async function defaultGrants(db: Db): Promise<Grant[]> {
  const rows = await db
    .select({ roleID: rolePermissions.roleID, permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(
      or(
        and(
          eq(rolePermissions.permission, "discussions.view"),
          eq(rolePermissions.categoryID, ROOT_PERMISSION_CATEGORY),
        ),
        and(
          inArray(rolePermissions.permission, ["community.moderate", "site.manage"]),
          isNull(rolePermissions.categoryID),
        ),
      ),
    );
  const byRole = new Map<number, Grant>();
  for (const row of rows) {
    const grant = byRole.get(row.roleID) ?? { roleID: row.roleID, view: false, edit: false };
    if (row.permission === "discussions.view") grant.view = true;
    else grant.edit = true;
    byRole.set(row.roleID, grant);
  }
  return [...byRole.values()];
}

async function replaceGrants(tx: Tx, knowledgeBaseID: number, grants: readonly Grant[]): Promise<void> {
  await tx
    .delete(knowledgeBasePermissions)
    .where(eq(knowledgeBasePermissions.knowledgeBaseID, knowledgeBaseID));
  const rows = grants.flatMap((grant) => [
    ...(grant.view ? [{ knowledgeBaseID, roleID: grant.roleID, permission: VIEW_ARTICLES }] : []),
    ...(grant.edit ? [{ knowledgeBaseID, roleID: grant.roleID, permission: ADD_ARTICLES }] : []),
  ]);
  if (rows.length) await tx.insert(knowledgeBasePermissions).values(rows).onConflictDoNothing();
}

/** A knowledge base as the audit log keeps it: its fields and grants. */
async function snapshot(ctx: ServiceContext, knowledgeBaseID: number): Promise<KnowledgeBase> {
  return getKnowledgeBase(ctx, knowledgeBaseID, { expand: ["permissions"] });
}

/** Unique url codes race: the index has the last word. */
async function uniqueUrlCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw urlCodeTaken();
    throw error;
  }
}

export async function createKnowledgeBase(
  ctx: ServiceContext,
  actor: AuditActor,
  input: KnowledgeBasePost,
): Promise<Audited<KnowledgeBase>> {
  await requireManager(ctx);
  const name = requiredName(input.name);
  const urlCode = await checkUrlCode(ctx.db, input.urlCode, null);
  const siteSectionID = input.siteSectionID ?? 0;
  const locale = input.locale ?? (await sectionLocale(ctx.db, siteSectionID));
  if (input.siteSectionID !== undefined) await sectionLocale(ctx.db, siteSectionID);
  const grants = input.permissions ?? (await defaultGrants(ctx.db));
  await checkRoles(ctx.db, grants);
  const result = await uniqueUrlCode(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(knowledgeBases)
        .values({
          name,
          urlCode,
          viewType: input.viewType,
          description: input.description?.trim() ?? "",
          icon: input.icon ?? null,
          bannerImage: input.bannerImage ?? null,
          siteSectionID,
          locale,
          sort: input.sort ?? 0,
          insertUserID: ctx.viewer.user.userID,
        })
        .returning({ knowledgeBaseID: knowledgeBases.knowledgeBaseID });
      if (!row) throw new Error("The knowledge base was not created.");
      await replaceGrants(tx, row.knowledgeBaseID, grants);
      const txCtx = { ...ctx, db: tx };
      forgetKnowledgeAccess(ctx.viewer);
      const created = await snapshot(txCtx, row.knowledgeBaseID);
      const auditLogID = await recordAudit(tx, actor, {
        action: "knowledgeBase.add",
        recordType: "knowledgeBase",
        recordID: row.knowledgeBaseID,
        changes: { before: null, after: created },
      });
      return { value: created, auditLogID };
    }),
  );
  forgetKnowledgeAccess(ctx.viewer);
  return result;
}

export async function patchKnowledgeBase(
  ctx: ServiceContext,
  actor: AuditActor,
  idOrUrlCode: string,
  patch: KnowledgeBasePatch | { status: "deleted" },
): Promise<Audited<KnowledgeBase>> {
  await requireManager(ctx);
  const row = await findKnowledgeBaseRow(ctx, idOrUrlCode);
  const id = row.knowledgeBaseID;
  const changes: Partial<typeof knowledgeBases.$inferInsert> = {};
  if ("name" in patch && patch.name !== undefined) changes.name = requiredName(patch.name);
  if ("urlCode" in patch && patch.urlCode !== undefined)
    changes.urlCode = await checkUrlCode(ctx.db, patch.urlCode, id);
  if ("viewType" in patch && patch.viewType !== undefined) changes.viewType = patch.viewType;
  if ("description" in patch && patch.description !== undefined)
    changes.description = patch.description.trim();
  if ("icon" in patch && patch.icon !== undefined) changes.icon = patch.icon;
  if ("bannerImage" in patch && patch.bannerImage !== undefined) changes.bannerImage = patch.bannerImage;
  if ("siteSectionID" in patch && patch.siteSectionID !== undefined) {
    await sectionLocale(ctx.db, patch.siteSectionID);
    changes.siteSectionID = patch.siteSectionID;
  }
  if ("locale" in patch && patch.locale !== undefined) changes.locale = patch.locale;
  if ("sort" in patch && patch.sort !== undefined) changes.sort = patch.sort;
  if (patch.status !== undefined) changes.status = patch.status;
  const grants = "permissions" in patch ? patch.permissions : undefined;
  if (grants) await checkRoles(ctx.db, grants);
  const before = await snapshot(ctx, id);
  const result = await uniqueUrlCode(() =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(knowledgeBases)
        .set({ ...changes, updateUserID: ctx.viewer.user.userID, dateUpdated: new Date() })
        .where(eq(knowledgeBases.knowledgeBaseID, id));
      if (grants) await replaceGrants(tx, id, grants);
      forgetKnowledgeAccess(ctx.viewer);
      const after = await snapshot({ ...ctx, db: tx }, id);
      const action = patch.status === "deleted" ? "knowledgeBase.delete" : "knowledgeBase.edit";
      const auditLogID = await recordAudit(tx, actor, {
        action,
        recordType: "knowledgeBase",
        recordID: id,
        changes: { before, after },
      });
      return { value: after, auditLogID };
    }),
  );
  forgetKnowledgeAccess(ctx.viewer);
  return result;
}
