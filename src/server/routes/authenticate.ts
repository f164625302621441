// Signing in with a password and signing out.
import type { FastifyPluginAsync } from "fastify";
import type { AuthenticatePassword } from "../../types/generated/api/authenticate-password";
import { enforceLimits } from "../auth/attempt-limits";
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from "../auth/cookie";
import { sessionDetailsOf } from "../auth/session-list";
import { createSession, deleteSession } from "../auth/sessions";
import { viewerForUser } from "../auth/viewer";
import { errorResponses, ref } from "../http/schemas";
import { authenticateWithPassword } from "../services/users";

export const authenticateRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: AuthenticatePassword }>(
    "/authenticate/password",
    {
      schema: {
        body: ref("authenticate-password"),
        response: { 200: ref("current-user"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { username, password, persist } = request.body;
      // 6 a minute and 30 an hour, per IP and per account (the normalised name or email, whether or not it exists).
      const limits = app.attemptLimits;
      if (limits) {
        const account = username.trim().toLowerCase();
        enforceLimits(reply, [
          [limits.signInByIp, request.ip],
          [limits.signInByAccount, account],
        ]);
      }
      const user = await authenticateWithPassword(app.db, username, password);
      const previous = sessionTokenOf(request);
      if (previous) await deleteSession(app.db, previous); // a fresh token on every sign-in
      const now = new Date();
      const token = await createSession(app.db, user.userID, now, sessionDetailsOf(request));
      setSessionCookie(request, reply, token, persist ?? false);
      const viewer = await viewerForUser(app.db, { ...user, dateLastActive: now });
      return viewer.user;
    },
  );

  app.delete("/authenticate", { schema: { response: { ...errorResponses } } }, async (request, reply) => {
    const token = sessionTokenOf(request);
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
};
