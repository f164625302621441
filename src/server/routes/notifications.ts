// The signed-in user's notifications (docs/reference/api-conventions.md#other-call-families): GET /notifications
// (newest first, paging in headers), GET /notifications/{id}, PATCH /notifications/{id} {read: true}, PATCH
// /notifications {read: true} (all). Guests get 401; someone else's notification answers 404. Headlines are in the
// request's language.
import type { FastifyPluginAsync } from "fastify";
import type { NotificationListQuery } from "../../types/generated/api/notification-list-query";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { requestTranslate } from "../http/error-handler";
import { signInRequired } from "../http/errors";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, ref } from "../http/schemas";
import { isSignedIn } from "../services/context";
import {
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../services/notifications/notifications";
import { pageRequest } from "../services/paging";

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("preHandler", async (request) => {
    if (!isSignedIn(request.viewer)) throw signInRequired();
  });

  app.get<{ Querystring: NotificationListQuery }>(
    "/notifications",
    {
      schema: {
        querystring: ref("notification-list-query"),
        response: { 200: { type: "array", items: ref("notification") }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query.page, request.query.limit, { page: 1, limit: 30 }, 100);
      const t = await requestTranslate(request);
      const { items, paging } = await listNotifications(app.db, request.viewer.user.userID, page, t);
      setPagingHeaders(request, reply, paging);
      return items;
    },
  );

  app.patch(
    "/notifications",
    { schema: { body: ref("notification-patch"), response: errorResponses } },
    async (request, reply) => {
      await markAllNotificationsRead(app.db, request.viewer.user.userID);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: RecordIDParams }>(
    "/notifications/:id",
    {
      schema: { params: ref("record-id-params"), response: { 200: ref("notification"), ...errorResponses } },
    },
    async (request) =>
      getNotification(app.db, request.viewer.user.userID, request.params.id, await requestTranslate(request)),
  );

  app.patch<{ Params: RecordIDParams }>(
    "/notifications/:id",
    {
      schema: {
        params: ref("record-id-params"),
        body: ref("notification-patch"),
        response: { 200: ref("notification"), ...errorResponses },
      },
    },
    async (request) =>
      markNotificationRead(
        app.db,
        request.viewer.user.userID,
        request.params.id,
        await requestTranslate(request),
      ),
  );
};
