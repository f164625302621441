// POST /api/v2/users/confirm-email (the mailed token) and POST /api/v2/users/me/confirm-email-resend (a new link
// for the signed-in user). Both refresh the current user, whose emailConfirmed drives the notice.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { IdentityNotice } from "../../types/generated/api/identity-notice";
import type { UserConfirmEmail } from "../../types/generated/api/user-confirm-email";
import { apiRequest } from "./http";
import { currentUserQueryOptions } from "./users-me";

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

export function useResendEmailConfirmationMutation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}
