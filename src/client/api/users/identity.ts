// Becoming and proving a member: POST /users (registers; a guest who registers is signed in as the new member),
// POST /users/request-password (mails a reset link; the same answer for every address), POST
// /users/password-reset (the mailed token and the new password), POST /users/confirm-email (the mailed token)
// and POST /users/me/confirm-email-resend. Confirming refreshes the current user, whose emailConfirmed drives
// the notice.
import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { IdentityNotice } from "../../../types/generated/api/identity-notice";
import type { User } from "../../../types/generated/api/user";
import type { UserConfirmEmail } from "../../../types/generated/api/user-confirm-email";
import type { UserPasswordReset } from "../../../types/generated/api/user-password-reset";
import type { UserRegister } from "../../../types/generated/api/user-register";
import type { UserRequestPassword } from "../../../types/generated/api/user-request-password";
import { apiRequest } from "../http";
import { userKeys } from "./keys";

export function registerUser(body: UserRegister): Promise<User> {
  return apiRequest<User>("/users", { method: "POST", body });
}

export function useRegisterUserMutation(
  options: Omit<UseMutationOptions<User, Error, UserRegister>, "mutationFn"> = {},
) {
  return useMutation({ ...options, mutationFn: registerUser });
}

export function requestPassword(body: UserRequestPassword): Promise<IdentityNotice> {
  return apiRequest<IdentityNotice>("/users/request-password", { method: "POST", body });
}

export function resetPassword(body: UserPasswordReset): Promise<IdentityNotice> {
  return apiRequest<IdentityNotice>("/users/password-reset", { method: "POST", body });
}

export function useRequestPasswordMutation() {
  return useMutation({ mutationFn: requestPassword });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}

export function confirmEmail(body: UserConfirmEmail): Promise<IdentityNotice> {
  return apiRequest<IdentityNotice>("/users/confirm-email", { method: "POST", body });
}

export function resendEmailConfirmation(): Promise<IdentityNotice> {
  return apiRequest<IdentityNotice>("/users/me/confirm-email-resend", { method: "POST" });
}

export function useConfirmEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.me() }),
  });
}

export function useResendEmailConfirmationMutation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}
