// GET /api/v2/users/{id}?expand=reactionsReceived: a user's card/profile as the viewer may see it (spec 000 §3). A
// restricted profile (private, or banned while banned profiles are private) comes back with only the public fields.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../types/generated/api/user";
import { apiRequest } from "./http";

export type { User };

export const userKey = (userID: number) => ["users", "detail", userID] as const;

export function fetchUser(userID: number, signal?: AbortSignal): Promise<User> {
  return apiRequest<User>(`/users/${userID}`, { query: [["expand", "reactionsReceived"]], signal });
}

export function userQueryOptions(userID: number) {
  return queryOptions({
    queryKey: userKey(userID),
    queryFn: ({ signal }) => fetchUser(userID, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

/** `enabled` is false until the card opens: nothing is fetched for names nobody looks at. */
export function useUser(userID: number, enabled = true) {
  return useQuery({ ...userQueryOptions(userID), enabled });
}

/** Whether the answer is the restricted card: the profile's details were left out for this viewer. */
export function isRestrictedProfile(user: User): boolean {
  return user.dateInserted === undefined;
}
