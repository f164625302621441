// Query keys of the users resource, the signed-in user's own records included: everything sits under
// userKeys.all, so a change to a user refreshes every cached copy with one invalidation. me() is a prefix of the
// permissions and sessions keys: refreshing who is signed in refreshes what they may do too.
export interface UserSearch {
  query: string;
  roleID: number | null;
  page: number;
}

export interface ReactedPostsParams {
  userID: number;
  reaction: string;
  page?: number;
  limit?: number;
}

export const userKeys = {
  all: ["users"] as const,
  me: () => [...userKeys.all, "me"] as const,
  permissions: () => [...userKeys.me(), "permissions"] as const,
  sessions: () => [...userKeys.me(), "sessions"] as const,
  counts: () => [...userKeys.all, "me-counts"] as const,
  details: () => [...userKeys.all, "detail"] as const,
  detail: (userID: number) => [...userKeys.details(), userID] as const,
  byName: (name: string) => [...userKeys.all, "by-name", name.toLowerCase()] as const,
  mentions: (typed: string, siteSectionID?: number) =>
    [...userKeys.all, "by-names", typed, siteSectionID ?? null] as const,
  adminLists: () => [...userKeys.all, "admin-list"] as const,
  adminList: (search: UserSearch) => [...userKeys.adminLists(), search] as const,
  reactedPosts: (params: ReactedPostsParams) =>
    [
      ...userKeys.all,
      "reacted-posts",
      params.userID,
      { reaction: params.reaction.toLowerCase(), page: params.page ?? 1, limit: params.limit ?? 30 },
    ] as const,
};
