// What the profile pages read besides GET /users/{id}: a profile by the name in its address
// (/profile/{userName}), and the posts of a user that received one reaction (/profile/reactions/{userName}).
// Same rules as GET /users/{id} (services/user-profiles.ts).
import type { FastifyPluginAsync } from "fastify";
import type { ReactedPostsQuery } from "../../types/generated/api/reacted-posts-query";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import type { UserGetQuery } from "../../types/generated/api/user-get-query";
import type { UserNameParams } from "../../types/generated/api/user-name-params";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { reactedPosts } from "../services/reactions-received";
import { getUserProfileByName, requireVisibleProfile } from "../services/user-profiles";
import { contextOf } from "./support";

export const userProfileRoutes: FastifyPluginAsync = async (app) => {
  const bannedPrivate = () => app.siteConfig.bannedPrivateProfiles ?? false;

  app.get<{ Params: UserNameParams; Querystring: UserGetQuery }>(
    "/users/by-name/:name",
    {
      schema: {
        params: ref("user-name-params"),
        querystring: ref("user-get-query"),
        response: { 200: ref("user"), ...errorResponses },
      },
    },
    async (request) =>
      getUserProfileByName(contextOf(request), request.params.name, {
        expand: request.query.expand,
        bannedPrivate: bannedPrivate(),
      }),
  );

  app.get<{ Params: RecordIDParams; Querystring: ReactedPostsQuery }>(
    "/users/:id/reacted-posts",
    {
      schema: {
        params: ref("record-id-params"),
        querystring: ref("reacted-posts-query"),
        response: { 200: listOf("reacted-post"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      await requireVisibleProfile(ctx, request.params.id, bannedPrivate());
      const { data, paging } = await reactedPosts(ctx, request.params.id, request.query);
      setPagingHeaders(request, reply, paging);
      return data;
    },
  );
};
