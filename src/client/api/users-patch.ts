// PATCH /api/v2/users/{id}: the signed-in user edits their own profile (name, email, title, photoUrl, private) and
// gets the user back; a taken name or email answers 422 with field errors. Success refreshes every cached copy of
// the user: the profile, the card and the current user of the title bar.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../types/generated/api/user";
import type { UserPatch } from "../../types/generated/api/user-patch";
import { apiRequest } from "./http";

export type { UserPatch };

export function patchUser(userID: number, patch: UserPatch): Promise<User> {
  return apiRequest<User>(`/users/${userID}`, { method: "PATCH", body: patch });
}

export function useUpdateUser(userID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPatch) => patchUser(userID, patch),
    onSuccess: () => client.invalidateQueries({ queryKey: ["users"] }),
  });
}
