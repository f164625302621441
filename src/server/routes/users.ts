// The current user, profiles, permissions, and registration (with its form and bot checks, services/captcha/).
import type { FastifyPluginAsync } from "fastify";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import type { UserGetQuery } from "../../types/generated/api/user-get-query";
import type { UserPermissionsParams } from "../../types/generated/api/user-permissions-params";
import type { UserPermissionsQuery } from "../../types/generated/api/user-permissions-query";
import type { UserRegister } from "../../types/generated/api/user-register";
import { setSessionCookie } from "../auth/cookie";
import { rememberSignInAddress } from "../auth/known-addresses";
import { sessionDetailsOf } from "../auth/session-list";
import { createSession } from "../auth/sessions";
import { clientAddressOf } from "../http/client-address";
import { notFound, permissionDenied } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { requestLocale } from "../i18n/request-locale";
import { loadPermissions } from "../permissions/load";
import { registrationForm } from "../services/captcha/registration-form";
import { guardRegistration } from "../services/captcha/registration-guard";
import { loadCategoryIndex } from "../services/category-index";
import { readRegistrationEnabled } from "../services/config";
import { isSignedIn } from "../services/context";
import { sendEmailConfirmation } from "../services/email-confirmation";
import { parseExpand } from "../services/expand";
import { loadUnreadCounts } from "../services/notifications/unread-counts";
import { permissionsRecord } from "../services/permissions-record";
import { getUserProfile } from "../services/user-profiles";
import { registerUser, userExists } from "../services/users";
import { CREDENTIALS_RATE_LIMIT, contextOf } from "./support";

/** IDs are PostgreSQL integers; a bigger number names no user (and must not reach the query). */
const MAX_ID = 2_147_483_647;

export const userRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/users/me",
    { schema: { response: { 200: ref("current-user"), ...errorResponses } } },
    async (request) => {
      const { user } = request.viewer;
      if (!isSignedIn(request.viewer)) return user;
      // The counts are read fresh here rather than on every request's viewer
      // (docs/reference/api-conventions.md#resources Current user).
      const counts = await loadUnreadCounts(app.db, user.userID, app.siteConfig.conversationsEnabled ?? true);
      return { ...user, ...counts };
    },
  );

  app.get<{ Params: UserPermissionsParams; Querystring: UserPermissionsQuery }>(
    "/users/:id/permissions",
    {
      schema: {
        params: ref("user-permissions-params"),
        querystring: ref("user-permissions-query"),
        response: { 200: ref("permissions"), ...errorResponses },
      },
    },
    async (request) => {
      const { viewer } = request;
      const self = /^\$?me$/.test(request.params.id) || Number(request.params.id) === viewer.user.userID;
      const junctions = parseExpand(request.query.expand, ["junctions"] as const).has("junctions");
      const index = await loadCategoryIndex(app.db);
      if (self) return permissionsRecord(viewer.permissions, index, junctions);
      if (!viewer.permissions.isAdmin) throw permissionDenied();
      const userID = Number(request.params.id);
      if (userID > MAX_ID || !(await userExists(app.db, userID))) throw notFound("User");
      return permissionsRecord((await loadPermissions(app.db, userID)).permissions, index, junctions);
    },
  );

  app.get<{ Params: RecordIDParams; Querystring: UserGetQuery }>(
    "/users/:id",
    {
      schema: {
        params: ref("record-id-params"),
        querystring: ref("user-get-query"),
        response: { 200: ref("user"), ...errorResponses },
      },
    },
    async (request) =>
      getUserProfile(contextOf(request), request.params.id, {
        expand: request.query.expand,
        bannedPrivate: app.siteConfig.bannedPrivateProfiles ?? false,
      }),
  );

  app.get(
    "/users/registration-form",
    { schema: { response: { 200: ref("registration-form"), ...errorResponses } } },
    async (_request, reply) => {
      // The token tells when this answer was made: no cache may hand it out again.
      reply.header("Cache-Control", "private, no-store");
      return registrationForm(app.db);
    },
  );

  app.post<{ Body: UserRegister }>(
    "/users",
    {
      config: CREDENTIALS_RATE_LIMIT,
      schema: { body: ref("user-register"), response: { 201: ref("user"), ...errorResponses } },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { captchaToken, formToken, honeypot, ...account } = request.body;
      // The dashboard's switch (config registration.enabled) over the site config's default.
      const registrationEnabled = await readRegistrationEnabled(app.db, app.siteConfig);
      // A guest's registration passes the bot checks first (services/captcha/registration-guard.ts); while
      // registration is closed, registerUser says so instead.
      if (!isSignedIn(ctx.viewer) && registrationEnabled) {
        await guardRegistration(
          app.db,
          { captchaToken, formToken, honeypot },
          { remoteIp: clientAddressOf(request), limitsOn: app.attemptLimits !== null },
        );
      }
      const user = await registerUser(ctx, account, registrationEnabled);
      // A guest registering is signed in as the new user; staff adding a user stay who they are.
      if (!isSignedIn(ctx.viewer)) {
        const token = await createSession(app.db, user.userID, new Date(), sessionDetailsOf(request));
        setSessionCookie(request, reply, token, false);
        await rememberSignInAddress(app.db, user.userID, clientAddressOf(request));
      }
      // A group invitation's link already proved the address (docs/reference/groups.md#invitations).
      if (request.body.invitationToken) return reply.code(201).send(user);
      try {
        // A guest registering reads the mail in the page's language; a member added by staff in their own.
        const locale = isSignedIn(ctx.viewer) ? undefined : await requestLocale(app.db, request);
        await sendEmailConfirmation(app.db, app.mail, app.siteConfig.title, user.userID, locale);
      } catch (error) {
        // The account exists either way; the user can ask for a new link (/entry/emailconfirmrequest).
        request.log.error({ err: error }, "confirmation mail failed");
      }
      return reply.code(201).send(user);
    },
  );
};
