// POST /api/v2/authenticate/password: signs in with a name or email and a password; answers the signed-in user.
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
