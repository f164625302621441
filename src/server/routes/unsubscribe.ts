// Unsubscribe links in emails (docs/reference/notifications.md#unsubscribe), no sign-in: the signed token says who
// and what. GET /api/v2/unsubscribe/{token} describes the link and POST applies it, for the page at
// /unsubscribe/{token}; POST /unsubscribe/{token} at the root is the one-click unsubscribe mail programs send
// (RFC 8058: a form body "List-Unsubscribe=One-Click", no cookie, no custom header).
import type { FastifyPluginAsync } from "fastify";
import type { UnsubscribeParams } from "../../types/generated/api/unsubscribe-params";
import { installApiErrorHandlers, requestTranslate } from "../http/error-handler";
import { errorResponses, ref } from "../http/schemas";
import { applyUnsubscribe, describeUnsubscribe } from "../services/notifications/unsubscribe";

const schema = {
  params: ref("unsubscribe-params"),
  response: { 200: ref("unsubscribe"), ...errorResponses },
};

export const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  // The page's language: the link's description is shown on it.
  app.get<{ Params: UnsubscribeParams }>("/unsubscribe/:token", { schema }, async (request) =>
    describeUnsubscribe(app.db, request.params.token, await requestTranslate(request)),
  );
  app.post<{ Params: UnsubscribeParams }>("/unsubscribe/:token", { schema }, async (request) =>
    applyUnsubscribe(app.db, request.params.token, await requestTranslate(request)),
  );
};

/** The one-click POST: whatever its body (mail programs send a form), the token alone decides. */
export const oneClickUnsubscribeRoutes: FastifyPluginAsync = async (app) => {
  // Refusals answer the API's error body, like the link's page does.
  installApiErrorHandlers(app, app.siteConfig.debug);
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"],
    { parseAs: "string", bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );
  app.post<{ Params: UnsubscribeParams }>("/unsubscribe/:token", { schema }, async (request) =>
    applyUnsubscribe(app.db, request.params.token),
  );
};
