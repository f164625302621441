// GET /users/by-names?name=na*&order=mention&limit=50&siteSectionID= (docs/reference/api-conventions.md#mentions):
// mention suggestions for the composers. Signed-in members only: guests write nothing, and the list is a directory of
// active members.
import type { FastifyPluginAsync } from "fastify";
import type { UserByNamesQuery } from "../../types/generated/api/user-by-names-query";
import { signInRequired } from "../http/errors";
import { errorResponses, listOf, ref } from "../http/schemas";
import { isSignedIn } from "../services/context";
import { usersByNames } from "../services/users-by-names";
import { contextOf } from "./support";

export const usersByNamesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: UserByNamesQuery }>(
    "/users/by-names",
    {
      schema: {
        querystring: ref("user-by-names-query"),
        response: { 200: listOf("mention-suggestion"), ...errorResponses },
      },
    },
    async (request) => {
      if (!isSignedIn(request.viewer)) throw signInRequired();
      return usersByNames(contextOf(request), app.siteConfig, request.query);
    },
  );
};
