// Who may read and write in which knowledge base (docs/reference/knowledge-base.md#permissions), decided here and
// nowhere else. A knowledge base stores its grants per role (knowledge_base_permissions: articles.view and
// articles.add); administrators pass everything; site.manage manages the knowledge bases themselves. Deleted
// knowledge bases are nobody's to read but the managers'. Loaded once per viewer object (one request).
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { knowledgeBasePermissions, knowledgeBases } from "../../db/schema-knowledge";
import type { ServiceContext, Viewer } from "../context";

export const VIEW_ARTICLES = "articles.view";
export const ADD_ARTICLES = "articles.add";

export interface KnowledgeAccess {
  /** Published knowledge bases the viewer may read (articles.view or articles.add). */
  viewableIDs: number[];
  /** Knowledge bases where the viewer holds articles.add. */
  editableIDs: number[];
  canView(knowledgeBaseID: number): boolean;
  canEdit(knowledgeBaseID: number): boolean;
  /** site.manage */
  canManage: boolean;
}

const memo = new WeakMap<Viewer, Promise<KnowledgeAccess>>();

async function loadAccess(db: Db, viewer: Viewer): Promise<KnowledgeAccess> {
  const isAdmin = viewer.permissions.isAdmin;
  const roleIDs = viewer.user.roleIDs;
  const [bases, grants] = await Promise.all([
    db
      .select({ knowledgeBaseID: knowledgeBases.knowledgeBaseID })
      .from(knowledgeBases)
      .where(eq(knowledgeBases.status, "published")),
    isAdmin || roleIDs.length === 0
      ? Promise.resolve([])
      : db
          .select({
            knowledgeBaseID: knowledgeBasePermissions.knowledgeBaseID,
            permission: knowledgeBasePermissions.permission,
          })
          .from(knowledgeBasePermissions)
          .where(inArray(knowledgeBasePermissions.roleID, roleIDs)),
  ]);
  const published = new Set(bases.map((base) => base.knowledgeBaseID));
  const viewable = new Set<number>();
  const editable = new Set<number>();
  if (isAdmin) {
    for (const id of published) {
      viewable.add(id);
      editable.add(id);
    }
  }
  for (const grant of grants) {
    if (!published.has(grant.knowledgeBaseID)) continue;
    // articles.add includes reading: an editor reads what they write.
    if (grant.permission === VIEW_ARTICLES || grant.permission === ADD_ARTICLES)
      viewable.add(grant.knowledgeBaseID);
    if (grant.permission === ADD_ARTICLES) editable.add(grant.knowledgeBaseID);
  }
  return {
    viewableIDs: [...viewable].sort((a, b) => a - b),
    editableIDs: [...editable].sort((a, b) => a - b),
    canView: (id) => viewable.has(id),
    canEdit: (id) => editable.has(id),
    canManage: viewer.permissions.has("site.manage"),
  };
}

export function knowledgeAccess(ctx: ServiceContext): Promise<KnowledgeAccess> {
  let access = memo.get(ctx.viewer);
  if (!access) {
    access = loadAccess(ctx.db, ctx.viewer);
    memo.set(ctx.viewer, access);
    // A failed load (the database away for a moment) is not remembered.
    access.catch(() => memo.delete(ctx.viewer));
  }
  return access;
}

/** After a write that changes what the viewer may see (a knowledge base created, deleted, its grants changed). */
export function forgetKnowledgeAccess(viewer: Viewer): void {
  memo.delete(viewer);
}
