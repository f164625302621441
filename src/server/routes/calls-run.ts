// POST /calls/run: continues a long-runner from the callbackPayload its last answer carried
// (docs/reference/api-conventions.md#long-running-calls). The body is the signed token itself, sent as
// application/system+jwt; it is verified (signature, expiry, owner) before any work, and every remaining item is
// checked again with the viewer's permissions as they are now.
import type { FastifyPluginAsync } from "fastify";
import { ApiError, signInRequired } from "../http/errors";
import { isSignedIn } from "../services/context";
import { verifyCallbackPayload } from "../services/moderation/callback-token";
import { longRunnerSecret } from "../services/moderation/long-runner-settings";
import { answerLongRunner, LONG_RUNNER_RESPONSES } from "./discussions-bulk";

const JWT_CONTENT_TYPE = "application/system+jwt";

export const callsRunRoutes: FastifyPluginAsync = async (app) => {
  // Scoped to this plugin: the token arrives as the raw body.
  app.addContentTypeParser(
    JWT_CONTENT_TYPE,
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post<{ Body: unknown }>(
    "/calls/run",
    { schema: { response: LONG_RUNNER_RESPONSES } },
    async (request, reply) => {
      if (!isSignedIn(request.viewer)) throw signInRequired();
      const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
      if (type !== JWT_CONTENT_TYPE || typeof request.body !== "string") {
        throw new ApiError(415, "Send the callback payload as {type}.", {
          values: { type: JWT_CONTENT_TYPE },
        });
      }
      const secret = await longRunnerSecret(request.server.db);
      const work = verifyCallbackPayload(request.body, request.viewer.user.userID, secret);
      return answerLongRunner(request, reply, work);
    },
  );
};
