// A member's signature (spec 001 §6): GET /users/{id}/signature (its Markdown source, sanitized HTML, and whether the
// site shows signatures) and PATCH /users/{id}/signature, for the member themselves (or users.edit). Saving puts the
// answer in the cache.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Signature } from "../../types/generated/api/signature";
import type { SignaturePatch } from "../../types/generated/api/signature-patch";
import { apiRequest } from "./http";

export type { Signature };

export const signatureKeys = {
  all: ["signatures"] as const,
  detail: (userID: number) => [...signatureKeys.all, userID] as const,
};

export function fetchSignature(userID: number, signal?: AbortSignal): Promise<Signature> {
  return apiRequest<Signature>(`/users/${userID}/signature`, { signal });
}

export function signatureQuery(userID: number) {
  return queryOptions({
    queryKey: signatureKeys.detail(userID),
    queryFn: ({ signal }) => fetchSignature(userID, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

export function useSignature(userID: number, enabled = true) {
  return useQuery({ ...signatureQuery(userID), enabled });
}

export function updateSignature(userID: number, body: SignaturePatch): Promise<Signature> {
  return apiRequest<Signature>(`/users/${userID}/signature`, { method: "PATCH", body });
}

export function useUpdateSignatureMutation(userID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignaturePatch) => updateSignature(userID, body),
    onSuccess: (saved) => client.setQueryData(signatureKeys.detail(userID), saved),
  });
}
