// Signing in and out: POST /authenticate/password (a name or email and a password; answers the signed-in user)
// and DELETE /authenticate (signs the current user out). Neither is cached: the session that follows is
// entered by the caller (use-enter-session, or a page reload).
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import type { AuthenticatePassword } from "../../types/generated/api/authenticate-password";
import type { CurrentUser } from "../../types/generated/api/current-user";
import { apiRequest } from "./http";

export function authenticatePassword(body: AuthenticatePassword): Promise<CurrentUser> {
  return apiRequest<CurrentUser>("/authenticate/password", { method: "POST", body });
}

export function useAuthenticatePasswordMutation(
  options: Omit<UseMutationOptions<CurrentUser, Error, AuthenticatePassword>, "mutationFn"> = {},
) {
  return useMutation({ ...options, mutationFn: authenticatePassword });
}

export function signOutRequest(): Promise<void> {
  return apiRequest<void>("/authenticate", { method: "DELETE" });
}

export function useSignOutMutation() {
  return useMutation({ mutationFn: signOutRequest });
}
