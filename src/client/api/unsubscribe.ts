// Unsubscribe links in emails (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences): GET
// /unsubscribe/{token} says whose emails and which ones the link stops, POST /unsubscribe/{token} stops them. No
// sign-in: the signed token names the member and the preference.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Unsubscribe } from "../../types/generated/api/unsubscribe";
import { apiRequest } from "./http";

export type { Unsubscribe };

export const unsubscribeKeys = {
  all: ["unsubscribe"] as const,
  detail: (token: string) => [...unsubscribeKeys.all, token] as const,
};

const tokenPath = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;

export const fetchUnsubscribe = (token: string, signal?: AbortSignal) =>
  apiRequest<Unsubscribe>(tokenPath(token), { signal });

export const postUnsubscribe = (token: string) =>
  apiRequest<Unsubscribe>(tokenPath(token), { method: "POST" });

export function unsubscribeQuery(token: string) {
  return queryOptions({
    queryKey: unsubscribeKeys.detail(token),
    queryFn: ({ signal }) => fetchUnsubscribe(token, signal),
  });
}

export function useUnsubscribe(token: string) {
  return useQuery(unsubscribeQuery(token));
}

/** Stops the emails; the answer (done) replaces the description. */
export function useUnsubscribeMutation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postUnsubscribe(token),
    onSuccess: (answer) => client.setQueryData(unsubscribeKeys.detail(token), answer),
  });
}
