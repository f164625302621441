// Server data for the create post form (/post/discussion/{categoryID}, /post/question/{categoryID}) and its edit
// mode (/post/editdiscussion/{id}/{draftID?}): the categories the viewer may post in (tree order, each saying
// whether they may announce there), the tags to pick from when tagging is on, and the discussion being edited
// (its source, for its author or an editor; others get a 403 node). The edit window is checked here as the save
// checks it (editing/edit-window.ts), so an author whose discussion closed or whose time ran out reads why instead
// of a form that would be refused on save; only editors may move it to another category. A group's post
// (/post/discussion/social-groups?groupid=N, whose group the page's record provider checked, or a group discussion
// edited) goes to the group's category: the group is shown as its parent, with no category to choose.
import { ApiError, notFound } from "../../src/server/http/errors";
import type { LayoutContext } from "../../src/server/layouts/context";
import { pageGroup } from "../../src/server/layouts/group-params";
import { type CategoryNode, loadCategoryIndex } from "../../src/server/services/category-index";
import { POST_PAGE_CONFIG_KEYS, readConfig } from "../../src/server/services/config";
import { isSignedIn } from "../../src/server/services/context";
import { canAnnounce } from "../../src/server/services/discussion-options/option-permissions";
import { readDiscussionForEdit } from "../../src/server/services/discussion-reads";
import { assertMayEdit, readEditTimeout } from "../../src/server/services/editing/edit-window";
import { groupOfCategory } from "../../src/server/services/groups";
import { canEditIn } from "../../src/server/services/moderation/moderation-permissions";
import { listPickableTags } from "../../src/server/services/tags";
import { discussionUrl } from "../../src/server/services/urls";
import type { PostAssetCreatePostFormProps } from "../../src/types/generated/widgets/create-post-form";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";

type Hydrated = PostAssetCreatePostFormHydrated;
const POSTABLE = new Set<CategoryNode["displayAs"]>(["discussions", "flat"]);
const TAG_LIMIT = 200;

async function postableCategories(context: LayoutContext): Promise<Hydrated["categories"]> {
  const { permissions } = context.services.viewer;
  const index = await loadCategoryIndex(context.services.db);
  const found: Hydrated["categories"] = [];
  const walk = (parentID: number) => {
    for (const node of index.childrenOf.get(parentID) ?? []) {
      if (!permissions.canViewCategory(node.categoryID)) continue;
      // A group's own category is no choice in the picker: posting there starts from the group (social-groups).
      if (node.groupID !== null) continue;
      if (POSTABLE.has(node.displayAs) && permissions.has("discussions.add", node.categoryID)) {
        found.push({
          categoryID: node.categoryID,
          name: node.name,
          depth: node.depth,
          // As PATCH /discussions/{id} checks it.
          canAnnounce: canAnnounce(context.services.viewer, node.categoryID),
        });
      }
      walk(node.categoryID);
    }
  };
  walk(-1);
  return found;
}

interface EditedRecord {
  record: Hydrated["record"];
  editRefusal: Hydrated["editRefusal"];
}

async function editedRecord(context: LayoutContext, recordID: number): Promise<EditedRecord> {
  const { db, viewer } = context.services;
  const row = await readDiscussionForEdit(db, recordID);
  if (!row || !viewer.permissions.canViewCategory(row.categoryID)) throw notFound("Discussion");
  let editRefusal: Hydrated["editRefusal"] = null;
  try {
    assertMayEdit(viewer, "discussion", row, await readEditTimeout(db), Date.now());
  } catch (error) {
    // Someone else's discussion stays a 403; the author is told why their own is no longer editable.
    if (!(error instanceof ApiError) || row.insertUserID !== viewer.user.userID) throw error;
    editRefusal = {
      message: error.message,
      ...(error.description ? { description: error.description } : {}),
    };
  }
  const format = row.format === "text" || row.format === "html" ? row.format : "markdown";
  return {
    record: {
      discussionID: row.discussionID,
      name: row.name,
      body: editRefusal ? "" : row.body,
      format,
      categoryID: row.categoryID,
      url: discussionUrl(row.discussionID, row.name),
      // As moveDiscussion checks it (PATCH /discussions/{id} with a categoryID).
      canMove: canEditIn(viewer, row.categoryID),
    },
    editRefusal,
  };
}

/**
 * The group a post goes to: the page's (a group's create-post path), else the group owning the discussion edited or
 * the category the path names (a group's draft reopened), if the viewer may see it.
 */
async function postGroup(context: LayoutContext, record: Hydrated["record"]): Promise<Hydrated["group"]> {
  const { params } = context;
  const named = record?.categoryID ?? (params.parentRecordType === "category" ? params.parentRecordID : null);
  const group =
    pageGroup(context) ??
    (typeof named === "number" && named > 0 ? await groupOfCategory(context.services, named) : null);
  return group
    ? { groupID: group.groupID, name: group.name, url: group.url, categoryID: group.categoryID }
    : null;
}

type Place = Pick<Hydrated, "group" | "categories" | "initialCategoryID">;

/** Where the post may go: the group's category alone, or the categories the viewer may post in. */
function postPlace(
  context: LayoutContext,
  group: Hydrated["group"],
  categories: Hydrated["categories"],
  asked: unknown,
): Place {
  if (!group) {
    const known = categories.some((category) => category.categoryID === asked);
    return { group: null, categories, initialCategoryID: known ? (asked as number) : null };
  }
  const canAnnounceHere = canAnnounce(context.services.viewer, group.categoryID);
  return {
    group,
    categories: [{ categoryID: group.categoryID, name: group.name, depth: 1, canAnnounce: canAnnounceHere }],
    initialCategoryID: group.categoryID,
  };
}

export async function hydrateCreatePostForm(
  props: PostAssetCreatePostFormProps,
  context: LayoutContext,
): Promise<Hydrated> {
  const { params } = context;
  const base = { ...props, ...(props.titleType === "none" ? { title: "" } : {}) };
  const postType = params.postType === "question" ? "question" : "discussion";
  const draftID = typeof params.draftID === "number" ? params.draftID : null;
  if (!isSignedIn(context.services.viewer)) {
    return {
      ...base,
      signedIn: false,
      postType,
      categories: [],
      initialCategoryID: null,
      taggingEnabled: false,
      tags: [],
      record: null,
      editRefusal: null,
      draftID: null,
    };
  }
  const recordID = typeof params.recordID === "number" ? params.recordID : null;
  const [categories, edited, config] = await Promise.all([
    postableCategories(context),
    recordID ? editedRecord(context, recordID) : Promise.resolve({ record: null, editRefusal: null }),
    readConfig(context.services.db, [POST_PAGE_CONFIG_KEYS.tagging]),
  ]);
  const { record, editRefusal } = edited;
  const taggingEnabled = config[POST_PAGE_CONFIG_KEYS.tagging] !== false;
  const tagRows = taggingEnabled ? await listPickableTags(context.services.db, TAG_LIMIT) : [];
  const asked = record?.categoryID ?? (params.parentRecordType === "category" ? params.parentRecordID : null);
  return {
    ...base,
    signedIn: true,
    postType,
    ...postPlace(context, await postGroup(context, record), categories, asked),
    taggingEnabled,
    tags: tagRows,
    record,
    editRefusal,
    draftID,
  };
}
