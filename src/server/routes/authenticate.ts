// Signing in with a password and signing out.
import type { FastifyPluginAsync } from "fastify";
import type { AuthenticatePassword } from "../../types/generated/api/authenticate-password";
import { enforceLimits } from "../auth/attempt-limits";
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from "../auth/cookie";
import { isKnownSignInAddress, rememberSignInAddress } from "../auth/known-addresses";
import { sessionDetailsOf } from "../auth/session-list";
import { createSession, deleteSession } from "../auth/sessions";
import { viewerForUser } from "../auth/viewer";
import { clientAddressOf } from "../http/client-address";
import { errorResponses, ref } from "../http/schemas";
import { authenticateWithPassword, normalisedLogin } from "../services/users";

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
      const address = clientAddressOf(request);
      // 6 a minute and 30 an hour per client address; the same per account (the normalised name or email, whether
      // or not it exists), counting only addresses the account never signed in from: a stranger's guesses cannot
      // lock the owner out of their usual places (auth/known-addresses.ts, README "Sign-in limits").
      const limits = app.attemptLimits;
      if (limits) {
        await enforceLimits(reply, [[limits.signInByIp, address]]);
        const account = normalisedLogin(username);
        if (!(await isKnownSignInAddress(app.db, account, address)))
          await enforceLimits(reply, [[limits.signInByAccountFromNewAddresses, account]]);
      }
      const user = await authenticateWithPassword(app.db, username, password);
      await rememberSignInAddress(app.db, user.userID, address);
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
