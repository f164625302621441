// The signed-in user's sessions: GET /users/me/sessions (current one flagged), DELETE /users/me/sessions/{id}
// (sign one device out) and DELETE /users/me/sessions?others=true (sign every other device out). Sessions are
// named by the public ID of auth/session-list.ts, never by their token hash.
import type { FastifyPluginAsync } from "fastify";
import userSession from "../../../schemas/api/user-session.schema.json";
import userSessionParams from "../../../schemas/api/user-session-params.schema.json";
import userSessionsDeleteQuery from "../../../schemas/api/user-sessions-delete-query.schema.json";
import type { UserSession } from "../../types/generated/api/user-session";
import type { UserSessionParams } from "../../types/generated/api/user-session-params";
import type { UserSessionsDeleteQuery } from "../../types/generated/api/user-sessions-delete-query";
import { clearSessionCookie, sessionTokenOf } from "../auth/cookie";
import { listSessions, revokeOtherSessions, revokeSession } from "../auth/session-list";
import { notFound, signInRequired } from "../http/errors";
import { errorResponses } from "../http/schemas";
import { isSignedIn } from "../services/context";
import { inlineSchema } from "./password-reset";

export const userSessionRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("preHandler", async (request) => {
    if (!isSignedIn(request.viewer)) throw signInRequired();
  });

  app.get<{ Reply: UserSession[] }>(
    "/users/me/sessions",
    { schema: { response: { 200: { type: "array", items: inlineSchema(userSession) }, ...errorResponses } } },
    async (request) => listSessions(app.db, request.viewer.user.userID, sessionTokenOf(request)),
  );

  app.delete<{ Params: UserSessionParams }>(
    "/users/me/sessions/:sessionID",
    { schema: { params: inlineSchema(userSessionParams), response: errorResponses } },
    async (request, reply) => {
      const userID = request.viewer.user.userID;
      const current = (await listSessions(app.db, userID, sessionTokenOf(request))).find((s) => s.current);
      if (!(await revokeSession(app.db, userID, request.params.sessionID))) throw notFound("Session");
      // Revoking this very session is signing out.
      if (current?.sessionID === request.params.sessionID) clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  app.delete<{ Querystring: UserSessionsDeleteQuery }>(
    "/users/me/sessions",
    { schema: { querystring: inlineSchema(userSessionsDeleteQuery), response: errorResponses } },
    async (request, reply) => {
      await revokeOtherSessions(app.db, request.viewer.user.userID, sessionTokenOf(request));
      return reply.code(204).send();
    },
  );
};
