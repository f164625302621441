// A member's notification preferences (docs/reference/notifications.md#member-preferences): GET
// /notification-preferences/schema (the form), GET and PATCH /notification-preferences/{userID}, and the categories
// they follow with their preferences (GET /notification-preferences/{userID}/categories).
import type { FastifyPluginAsync } from "fastify";
import { notificationPreferencesFormSchema } from "../../lib/notification-preferences-form";
import type { NotificationPreferencesParams } from "../../types/generated/api/notification-preferences-params";
import type { NotificationPreferencesPatch } from "../../types/generated/api/notification-preferences-patch";
import { requestTranslate } from "../http/error-handler";
import { signInRequired } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { EMAIL_CONFIG_KEYS, readConfig } from "../services/config";
import { isSignedIn } from "../services/context";
import { listFollowedCategories } from "../services/notifications/followed-categories";
import {
  getNotificationPreferences,
  patchNotificationPreferences,
} from "../services/notifications/member-preferences";
import { contextOf } from "./support";

export const notificationPreferencesRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/notification-preferences/schema",
    { schema: { response: { 200: { type: "object", additionalProperties: true }, ...errorResponses } } },
    async (request) => {
      if (!isSignedIn(request.viewer)) throw signInRequired();
      const values = await readConfig(app.db, [EMAIL_CONFIG_KEYS.enabled, EMAIL_CONFIG_KEYS.digest]);
      const own = await getNotificationPreferences(contextOf(request), request.viewer.user.userID);
      return notificationPreferencesFormSchema({
        emailsEnabled: values[EMAIL_CONFIG_KEYS.enabled] === true,
        digestEnabled: values[EMAIL_CONFIG_KEYS.digest] === true,
        now: new Date(),
        pausedUntil: own.PausedUntil,
        t: await requestTranslate(request),
      });
    },
  );

  const schema = {
    params: ref("notification-preferences-params"),
    response: { 200: ref("notification-preferences"), ...errorResponses },
  };

  app.get<{ Params: NotificationPreferencesParams }>(
    "/notification-preferences/:userID",
    { schema },
    (request) => getNotificationPreferences(contextOf(request), request.params.userID),
  );

  app.patch<{ Params: NotificationPreferencesParams; Body: NotificationPreferencesPatch }>(
    "/notification-preferences/:userID",
    { schema: { ...schema, body: ref("notification-preferences-patch") } },
    (request) => patchNotificationPreferences(contextOf(request), request.params.userID, request.body),
  );

  app.get<{ Params: NotificationPreferencesParams }>(
    "/notification-preferences/:userID/categories",
    {
      schema: {
        params: ref("notification-preferences-params"),
        response: { 200: { type: "array", items: ref("followed-category") }, ...errorResponses },
      },
    },
    (request) => listFollowedCategories(contextOf(request), request.params.userID),
  );
};
