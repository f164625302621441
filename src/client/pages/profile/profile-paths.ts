// The profile addresses (docs/reference/routes.md#links-the-product-builds "Links built by the product"; also listed
// in src/lib/app-routes).
export const PROFILE_EDIT_PATH = "/profile/edit";
export const PROFILE_PATTERN = "/profile/:userName";
export const PROFILE_DISCUSSIONS_PATTERN = "/profile/discussions/:userID/:userName";
export const PROFILE_COMMENTS_PATTERN = "/profile/comments/:userID/:userName";
export const PROFILE_REACTIONS_PATTERN = "/profile/reactions/:userName";

const segment = encodeURIComponent;

export const profileUrl = (name: string) => `/profile/${segment(name)}`;
export const profileDiscussionsUrl = (userID: number, name: string) =>
  `/profile/discussions/${userID}/${segment(name)}`;
export const profileCommentsUrl = (userID: number, name: string) =>
  `/profile/comments/${userID}/${segment(name)}`;
export const profileReactionsUrl = (name: string, reaction?: string) =>
  `/profile/reactions/${segment(name)}${reaction ? `?reaction=${segment(reaction)}` : ""}`;

/** A page number from the address (?page=), 1 when absent or not a positive integer. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
