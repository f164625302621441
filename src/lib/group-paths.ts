// The addresses of the group pages (docs/reference/groups.md#pages, docs/reference/routes.md): the list, the create
// form, and a group's create-post page (spec 001 §2.7: the `social-groups` post path, parsed by post-path.ts).
export const GROUPS_PATH = "/groups";
export const NEW_GROUP_PATH = "/groups/new";

export function groupPostPath(groupID: number, postType = "discussion"): string {
  return `/post/${postType}/social-groups?groupid=${groupID}`;
}
