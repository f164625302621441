// The viewer's private conversations: GET /api/v2/conversations (newest activity first),
// GET /api/v2/conversations/{id}, POST /api/v2/conversations {participantUserIDs, body, format},
// GET|POST /api/v2/conversations/{id}/messages, PUT /api/v2/conversations/{id}/read and
// GET /api/v2/conversations/recipient?name= (the member /messages/add/{name} writes to).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Conversation } from "../../types/generated/api/conversation";
import type { ConversationMessage } from "../../types/generated/api/conversation-message";
import type { ConversationMessagePost } from "../../types/generated/api/conversation-message-post";
import type { ConversationParticipant } from "../../types/generated/api/conversation-participant";
import type { ConversationPost } from "../../types/generated/api/conversation-post";
import { useAppState } from "../app-state";
import { apiRequest } from "./http";
import { apiRequestPage } from "./http-paged";
import { unreadCountsKey } from "./users-me-counts";

export type {
  Conversation,
  ConversationMessage,
  ConversationMessagePost,
  ConversationParticipant,
  ConversationPost,
};

/** Whether the site has private conversations on (inlined by the server; absent means on). */
export function useConversationsEnabled(): boolean {
  return useAppState().site.conversationsEnabled !== false;
}

export interface ConversationListParams {
  page?: number;
  limit?: number;
}

export function fetchConversations(params: ConversationListParams = {}, signal?: AbortSignal) {
  return apiRequestPage<Conversation>(
    "/conversations",
    [
      ["page", params.page],
      ["limit", params.limit],
    ],
    signal,
  );
}

export function conversationsQueryOptions(params: ConversationListParams = {}) {
  return queryOptions({
    queryKey: ["conversations", "list", { page: params.page ?? 1, limit: params.limit ?? 30 }] as const,
    queryFn: ({ signal }) => fetchConversations(params, signal),
    staleTime: 30 * 1000,
  });
}

/** One page of the viewer's conversations. `enabled` is false for guests, with conversations off, or closed. */
export function useConversations(params: ConversationListParams = {}, enabled = true) {
  return useQuery({ ...conversationsQueryOptions(params), enabled });
}

export const conversationKey = (conversationID: number) =>
  ["conversations", "detail", conversationID] as const;
export const conversationMessagesKey = (conversationID: number) =>
  ["conversations", "messages", conversationID] as const;

export function useConversation(conversationID: number) {
  return useQuery({
    queryKey: conversationKey(conversationID),
    queryFn: ({ signal }) => apiRequest<Conversation>(`/conversations/${conversationID}`, { signal }),
    retry: false,
  });
}

export function useConversationMessages(conversationID: number) {
  return useQuery({
    queryKey: conversationMessagesKey(conversationID),
    queryFn: ({ signal }) =>
      apiRequestPage<ConversationMessage>(
        `/conversations/${conversationID}/messages`,
        [["limit", 100]],
        signal,
      ),
    retry: false,
  });
}

/** Who /messages/add/{name} writes to (exact name): 404 for nobody, 403 without conversations.add. */
export function useConversationRecipient(name: string, enabled = true) {
  return useQuery({
    queryKey: ["conversations", "recipient", name.toLowerCase()] as const,
    queryFn: ({ signal }) =>
      apiRequest<ConversationParticipant>("/conversations/recipient", { query: [["name", name]], signal }),
    enabled: enabled && name !== "",
    retry: false,
  });
}

export function createConversation(input: ConversationPost): Promise<Conversation> {
  return apiRequest<Conversation>("/conversations", { method: "POST", body: input });
}

export function useCreateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) =>
      client.setQueryData(conversationKey(conversation.conversationID), conversation),
    onSettled: () => client.invalidateQueries({ queryKey: ["conversations", "list"] }),
  });
}

export function postConversationMessage(
  conversationID: number,
  input: ConversationMessagePost,
): Promise<ConversationMessage> {
  return apiRequest<ConversationMessage>(`/conversations/${conversationID}/messages`, {
    method: "POST",
    body: input,
  });
}

export function usePostConversationMessage(conversationID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConversationMessagePost) => postConversationMessage(conversationID, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: conversationMessagesKey(conversationID) }),
        client.invalidateQueries({ queryKey: conversationKey(conversationID) }),
        client.invalidateQueries({ queryKey: ["conversations", "list"] }),
      ]),
  });
}

export function markConversationRead(conversationID: number): Promise<void> {
  return apiRequest<void>(`/conversations/${conversationID}/read`, { method: "PUT" });
}

export function useMarkConversationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSettled: (_result, _error, conversationID) =>
      Promise.all([
        client.invalidateQueries({ queryKey: conversationKey(conversationID) }),
        client.invalidateQueries({ queryKey: ["conversations", "list"] }),
        client.invalidateQueries({ queryKey: unreadCountsKey, exact: true }),
      ]),
  });
}
