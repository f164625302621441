// Email confirmation: POST /users/confirm-email spends the mailed token (signed in or not: the link may be opened
// on another device); POST /users/me/confirm-email-resend mails a new link, limited per user.
import type { FastifyPluginAsync } from "fastify";
import identityNotice from "../../../schemas/api/identity-notice.schema.json";
import userConfirmEmail from "../../../schemas/api/user-confirm-email.schema.json";
import type { IdentityNotice } from "../../types/generated/api/identity-notice";
import type { UserConfirmEmail } from "../../types/generated/api/user-confirm-email";
import { enforceLimits } from "../auth/attempt-limits";
import { requestTranslate } from "../http/error-handler";
import { ApiError, signInRequired } from "../http/errors";
import { errorResponses } from "../http/schemas";
import { requestLocale } from "../i18n/request-locale";
import { isSignedIn } from "../services/context";
import { confirmEmail, sendEmailConfirmation } from "../services/email-confirmation";
import { inlineSchema } from "./password-reset";
import { CREDENTIALS_RATE_LIMIT } from "./support";

const noticeResponse = { 200: inlineSchema(identityNotice), ...errorResponses };

export const emailConfirmationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: UserConfirmEmail; Reply: IdentityNotice }>(
    "/users/confirm-email",
    {
      config: CREDENTIALS_RATE_LIMIT,
      schema: { body: inlineSchema(userConfirmEmail), response: noticeResponse },
    },
    async (request) => {
      await confirmEmail(app.db, request.body.token);
      const t = await requestTranslate(request);
      return { message: t("Your email address has been confirmed. Thank you!") };
    },
  );

  app.post<{ Reply: IdentityNotice }>(
    "/users/me/confirm-email-resend",
    { schema: { response: noticeResponse } },
    async (request, reply) => {
      if (!isSignedIn(request.viewer)) throw signInRequired();
      if (request.viewer.user.emailConfirmed)
        throw new ApiError(409, "Your email address is already confirmed.");
      const userID = request.viewer.user.userID;
      if (app.attemptLimits)
        await enforceLimits(reply, [[app.attemptLimits.confirmResendByUser, String(userID)]]);
      try {
        const locale = await requestLocale(app.db, request);
        await sendEmailConfirmation(app.db, app.mail, app.siteConfig.title, userID, locale);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        request.log.error({ err: error }, "confirmation mail failed");
        throw new ApiError(503, "The mail could not be sent.", { description: "Please try again later." });
      }
      const t = await requestTranslate(request);
      return { message: t("We have sent you a new confirmation link. Check your inbox.") };
    },
  );
};
