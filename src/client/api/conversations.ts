// The viewer's private conversations: GET /conversations (newest activity first), GET /conversations/{id},
// POST /conversations {participantUserIDs, body, format}, GET|POST /conversations/{id}/messages,
// PUT /conversations/{id}/read and GET /conversations/recipient?name= (the member a new message goes to:
// 404 for nobody, 403 without conversations.add).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Conversation } from "../../types/generated/api/conversation";
import type { ConversationMessage } from "../../types/generated/api/conversation-message";
import type { ConversationMessagePost } from "../../types/generated/api/conversation-message-post";
import type { ConversationParticipant } from "../../types/generated/api/conversation-participant";
import type { ConversationPost } from "../../types/generated/api/conversation-post";
import { useAppState } from "../app-state";
import { apiRequest } from "./http";
import { apiRequestPage } from "./http-paged";
import { userKeys } from "./users/keys";

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

export const conversationKeys = {
  all: ["conversations"] as const,
  lists: () => [...conversationKeys.all, "list"] as const,
  list: (params: ConversationListParams = {}) =>
    [...conversationKeys.lists(), { page: params.page ?? 1, limit: params.limit ?? 30 }] as const,
  detail: (conversationID: number) => [...conversationKeys.all, "detail", conversationID] as const,
  messages: (conversationID: number) => [...conversationKeys.all, "messages", conversationID] as const,
  recipient: (name: string) => [...conversationKeys.all, "recipient", name.toLowerCase()] as const,
};

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

export function conversationsQuery(params: ConversationListParams = {}) {
  return queryOptions({
    queryKey: conversationKeys.list(params),
    queryFn: ({ signal }) => fetchConversations(params, signal),
    staleTime: 30 * 1000,
  });
}

/** One page of the viewer's conversations. `enabled` is false for guests, with conversations off, or closed. */
export function useConversations(params: ConversationListParams = {}, enabled = true) {
  return useQuery({ ...conversationsQuery(params), enabled });
}

export function fetchConversation(conversationID: number, signal?: AbortSignal): Promise<Conversation> {
  return apiRequest<Conversation>(`/conversations/${conversationID}`, { signal });
}

export function conversationQuery(conversationID: number) {
  return queryOptions({
    queryKey: conversationKeys.detail(conversationID),
    queryFn: ({ signal }) => fetchConversation(conversationID, signal),
    retry: false,
  });
}

export function useConversation(conversationID: number) {
  return useQuery(conversationQuery(conversationID));
}

export function fetchConversationMessages(conversationID: number, signal?: AbortSignal) {
  return apiRequestPage<ConversationMessage>(
    `/conversations/${conversationID}/messages`,
    [["limit", 100]],
    signal,
  );
}

export function conversationMessagesQuery(conversationID: number) {
  return queryOptions({
    queryKey: conversationKeys.messages(conversationID),
    queryFn: ({ signal }) => fetchConversationMessages(conversationID, signal),
    retry: false,
  });
}

export function useConversationMessages(conversationID: number) {
  return useQuery(conversationMessagesQuery(conversationID));
}

/** The member with exactly this name, as a new conversation's participant. */
export function fetchConversationRecipient(name: string, signal?: AbortSignal) {
  return apiRequest<ConversationParticipant>("/conversations/recipient", { query: [["name", name]], signal });
}

export function conversationRecipientQuery(name: string) {
  return queryOptions({
    queryKey: conversationKeys.recipient(name),
    queryFn: ({ signal }) => fetchConversationRecipient(name, signal),
    retry: false,
  });
}

export function useConversationRecipient(name: string, enabled = true) {
  return useQuery({ ...conversationRecipientQuery(name), enabled: enabled && name !== "" });
}

export function createConversation(input: ConversationPost): Promise<Conversation> {
  return apiRequest<Conversation>("/conversations", { method: "POST", body: input });
}

export function useCreateConversationMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) =>
      client.setQueryData(conversationKeys.detail(conversation.conversationID), conversation),
    onSettled: () => client.invalidateQueries({ queryKey: conversationKeys.lists() }),
  });
}

/**
 * A new conversation with the member a writer named: the recipient is looked up first, so a missing member or
 * a viewer without conversations.add fails with that lookup's error (404, 403) and nothing is sent.
 */
export function useMessageMemberMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, body }: { name: string; body: string }) => {
      const to = await fetchConversationRecipient(name);
      return createConversation({ participantUserIDs: [to.userID], body, format: "markdown" });
    },
    onSuccess: (conversation) =>
      client.setQueryData(conversationKeys.detail(conversation.conversationID), conversation),
    onSettled: () => client.invalidateQueries({ queryKey: conversationKeys.lists() }),
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

export function usePostConversationMessageMutation(conversationID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConversationMessagePost) => postConversationMessage(conversationID, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: conversationKeys.messages(conversationID) }),
        client.invalidateQueries({ queryKey: conversationKeys.detail(conversationID) }),
        client.invalidateQueries({ queryKey: conversationKeys.lists() }),
      ]),
  });
}

export function markConversationRead(conversationID: number): Promise<void> {
  return apiRequest<void>(`/conversations/${conversationID}/read`, { method: "PUT" });
}

export function useMarkConversationReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSettled: (_result, _error, conversationID) =>
      Promise.all([
        client.invalidateQueries({ queryKey: conversationKeys.detail(conversationID) }),
        client.invalidateQueries({ queryKey: conversationKeys.lists() }),
        client.invalidateQueries({ queryKey: userKeys.counts(), exact: true }),
      ]),
  });
}
