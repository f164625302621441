// POST /api/v2/users/request-password (mails a reset link; the answer is the same for every address) and
// POST /api/v2/users/password-reset (the mailed token and the new password).
import { useMutation } from "@tanstack/react-query";
import type { IdentityNotice } from "../../types/generated/api/identity-notice";
import type { UserPasswordReset } from "../../types/generated/api/user-password-reset";
import type { UserRequestPassword } from "../../types/generated/api/user-request-password";
import { apiRequest } from "./http";

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
