// Password reset by mailed link: POST /users/request-password (neutral answer, limited per IP and per address)
// and POST /users/password-reset (spends the token, sets the password, signs the user's other sessions out).
import type { FastifyPluginAsync } from "fastify";
import identityNotice from "../../../schemas/api/identity-notice.schema.json";
import userPasswordReset from "../../../schemas/api/user-password-reset.schema.json";
import userRequestPassword from "../../../schemas/api/user-request-password.schema.json";
import type { IdentityNotice } from "../../types/generated/api/identity-notice";
import type { UserPasswordReset } from "../../types/generated/api/user-password-reset";
import type { UserRequestPassword } from "../../types/generated/api/user-request-password";
import { enforceLimits } from "../auth/attempt-limits";
import { sessionTokenOf } from "../auth/cookie";
import { rememberSignInAddress } from "../auth/known-addresses";
import { clientAddressOf } from "../http/client-address";
import { requestTranslate } from "../http/error-handler";
import { errorResponses } from "../http/schemas";
import { requestLocale } from "../i18n/request-locale";
import { PASSWORD_REQUEST_NOTICE, requestPasswordReset, resetPassword } from "../services/password-reset";
import { CREDENTIALS_RATE_LIMIT } from "./support";

/** Inline schemas: the files keep their $id for the type generator; Fastify compiles them per route. */
export function inlineSchema<T extends { $id?: string }>(schema: T): Omit<T, "$id"> {
  const { $id: _id, ...rest } = schema;
  return rest;
}

const noticeResponse = { 200: inlineSchema(identityNotice), ...errorResponses };

export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: UserRequestPassword; Reply: IdentityNotice }>(
    "/users/request-password",
    { schema: { body: inlineSchema(userRequestPassword), response: noticeResponse } },
    async (request, reply) => {
      const limits = app.attemptLimits;
      if (limits) await enforceLimits(reply, [[limits.passwordRequestByIp, clientAddressOf(request)]]);
      const address = request.body.email.trim().toLowerCase();
      // Over the per-address limit nothing is sent, and the answer stays the same: no mail bombing, no oracle.
      if (!limits || (await limits.passwordMailByAddress.hit(address)).allowed) {
        try {
          const locale = await requestLocale(app.db, request);
          await requestPasswordReset(app.db, app.mail, app.siteConfig.title, address, locale);
        } catch (error) {
          // A failure only happens for a real account: answering differently would reveal it.
          request.log.error({ err: error }, "password reset mail failed");
        }
      }
      const t = await requestTranslate(request);
      return { message: t(PASSWORD_REQUEST_NOTICE) };
    },
  );

  app.post<{ Body: UserPasswordReset; Reply: IdentityNotice }>(
    "/users/password-reset",
    {
      config: CREDENTIALS_RATE_LIMIT,
      schema: { body: inlineSchema(userPasswordReset), response: noticeResponse },
    },
    async (request) => {
      // The session of this request survives only if it is the same user's (resetPassword deletes by owner).
      const userID = await resetPassword(
        app.db,
        request.body.token,
        request.body.password,
        sessionTokenOf(request),
      );
      // The mailed link proves the owner: their address is no longer new to the account (auth/known-addresses.ts).
      await rememberSignInAddress(app.db, userID, clientAddressOf(request));
      const t = await requestTranslate(request);
      return { message: t("Your password has been changed. Sign in with your new password.") };
    },
  );
};
