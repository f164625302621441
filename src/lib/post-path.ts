// Post path parsing (docs/reference/routes.md#post-paths), rule by rule as the spec states them:
// - the route applies to any path containing /post/, and the first segment must contain "post";
// - second segment containing "editdiscussion": an edit; third segment = record id ("0" means none), fourth = draft id;
// - otherwise a create: second segment = post type, third = parent category id (default -1);
// - third segment containing "social-groups" with a query string: the parent is a group whose id is ?groupid=.

export interface PostPathParams {
  [key: string]: unknown;
  postType?: string;
  recordID?: number;
  draftID?: number;
  parentRecordType?: "category" | "group";
  parentRecordID?: number;
  groupID?: number;
}

const DEFAULT_PARENT_CATEGORY_ID = -1;

const positiveInt = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : undefined;

function editParams(segments: string[]): PostPathParams {
  const params: PostPathParams = {};
  const recordID = positiveInt(segments[2]);
  if (recordID !== undefined && recordID !== 0) params.recordID = recordID;
  const draftID = positiveInt(segments[3]);
  if (draftID !== undefined) params.draftID = draftID;
  return params;
}

function createParams(segments: string[], search: URLSearchParams): PostPathParams {
  const params: PostPathParams = {};
  const postType = segments[1];
  if (postType) params.postType = decodeURIComponent(postType);
  const third = segments[2] ?? "";
  const groupID = positiveInt(search.get("groupid") ?? undefined);
  if (third.includes("social-groups") && search.size > 0 && groupID !== undefined) {
    return { ...params, parentRecordType: "group", parentRecordID: groupID, groupID };
  }
  const categoryID = positiveInt(third) ?? DEFAULT_PARENT_CATEGORY_ID;
  return { ...params, parentRecordType: "category", parentRecordID: categoryID };
}

/** The create-post params of a path, or null when the path is no post path. */
export function parsePostPath(path: string, search: URLSearchParams): PostPathParams | null {
  if (!path.includes("/post/")) return null;
  const segments = path.split("/").filter((segment) => segment !== "");
  if (!segments[0]?.includes("post")) return null;
  if (segments[1]?.includes("editdiscussion")) return editParams(segments);
  return createParams(segments, search);
}
