// DELETE /api/v2/authenticate: signs the current user out.
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "./http";

export function signOutRequest(): Promise<void> {
  return apiRequest<void>("/authenticate", { method: "DELETE" });
}

export function useSignOutMutation() {
  return useMutation({ mutationFn: signOutRequest });
}
