// Private conversations (docs/reference/api-conventions.md#other-call-families): GET /conversations (the viewer's,
// newest activity first), GET /conversations/{id}, GET /conversations/recipient?name= (who /messages/add/{name}
// writes to), POST /conversations {participantUserIDs, body, format}, GET|POST /conversations/{id}/messages and PUT
// /conversations/{id}/read. Guests get 401; a conversation the viewer is not in answers 404; starting one needs
// conversations.add (403). With the site's conversationsEnabled off every route answers 404, as if the feature did
// not exist.
import type { FastifyPluginAsync } from "fastify";
import type { ConversationMessagePost } from "../../types/generated/api/conversation-message-post";
import type { ConversationPost } from "../../types/generated/api/conversation-post";
import type { ConversationRecipientQuery } from "../../types/generated/api/conversation-recipient-query";
import type { NotificationListQuery } from "../../types/generated/api/notification-list-query";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { notFound, permissionDenied, signInRequired } from "../http/errors";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, ref } from "../http/schemas";
import { isSignedIn } from "../services/context";
import {
  createConversation,
  findRecipient,
  getConversation,
  listConversations,
  listMessages,
  markConversationRead,
  replyToConversation,
} from "../services/conversations/conversations";
import { pageRequest } from "../services/paging";

/** The list query has the same shape as the notifications' (page, limit). */
type ListQuery = NotificationListQuery;

export const conversationRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("preHandler", async (request) => {
    if (!(app.siteConfig.conversationsEnabled ?? true)) throw notFound();
    if (!isSignedIn(request.viewer)) throw signInRequired();
  });

  app.get<{ Querystring: ListQuery }>(
    "/conversations",
    {
      schema: {
        querystring: ref("notification-list-query"),
        response: { 200: { type: "array", items: ref("conversation") }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query.page, request.query.limit, { page: 1, limit: 30 }, 100);
      const { items, paging } = await listConversations(app.db, request.viewer.user.userID, page);
      setPagingHeaders(request, reply, paging);
      return items;
    },
  );

  app.post<{ Body: ConversationPost }>(
    "/conversations",
    { schema: { body: ref("conversation-post"), response: { 201: ref("conversation"), ...errorResponses } } },
    async (request, reply) => {
      const conversation = await createConversation(
        app.db,
        request.viewer,
        request.body,
        app.notificationEvents ?? undefined,
      );
      return reply.code(201).send(conversation);
    },
  );

  app.get<{ Querystring: ConversationRecipientQuery }>(
    "/conversations/recipient",
    {
      schema: {
        querystring: ref("conversation-recipient-query"),
        response: { 200: ref("conversation-participant"), ...errorResponses },
      },
    },
    async (request) => {
      if (!request.viewer.permissions.has("conversations.add")) throw permissionDenied();
      return findRecipient(app.db, request.query.name);
    },
  );

  app.get<{ Params: RecordIDParams }>(
    "/conversations/:id",
    {
      schema: { params: ref("record-id-params"), response: { 200: ref("conversation"), ...errorResponses } },
    },
    async (request) => getConversation(app.db, request.viewer.user.userID, request.params.id),
  );

  app.get<{ Params: RecordIDParams; Querystring: ListQuery }>(
    "/conversations/:id/messages",
    {
      schema: {
        params: ref("record-id-params"),
        querystring: ref("notification-list-query"),
        response: { 200: { type: "array", items: ref("conversation-message") }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query.page, request.query.limit, { page: 1, limit: 30 }, 100);
      const { items, paging } = await listMessages(
        app.db,
        request.viewer.user.userID,
        request.params.id,
        page,
      );
      setPagingHeaders(request, reply, paging);
      return items;
    },
  );

  app.post<{ Params: RecordIDParams; Body: ConversationMessagePost }>(
    "/conversations/:id/messages",
    {
      schema: {
        params: ref("record-id-params"),
        body: ref("conversation-message-post"),
        response: { 201: ref("conversation-message"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const message = await replyToConversation(
        app.db,
        request.viewer,
        request.params.id,
        request.body,
        app.notificationEvents ?? undefined,
      );
      return reply.code(201).send(message);
    },
  );

  app.put<{ Params: RecordIDParams }>(
    "/conversations/:id/read",
    { schema: { params: ref("record-id-params"), response: errorResponses } },
    async (request, reply) => {
      await markConversationRead(app.db, request.viewer.user.userID, request.params.id);
      return reply.code(204).send();
    },
  );
};
