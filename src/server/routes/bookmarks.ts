// PUT /discussions/{id}/bookmark {bookmarked} → {bookmarked} (docs/reference/api-conventions.md#other-call-families):
// the signed-in viewer's bookmark. The viewer's bookmarks are listed by GET /discussions?bookmarked=true
// (services/discussion-query.ts).
import type { FastifyPluginAsync } from "fastify";
import type { DiscussionBookmark } from "../../types/generated/api/discussion-bookmark";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { errorResponses, ref } from "../http/schemas";
import { setBookmark } from "../services/member-discussions/bookmark";
import { contextOf } from "./support";

export const bookmarkRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: RecordIDParams; Body: DiscussionBookmark }>(
    "/discussions/:id/bookmark",
    {
      schema: {
        params: ref("record-id-params"),
        body: ref("discussion-bookmark"),
        response: { 200: ref("discussion-bookmark"), ...errorResponses },
      },
    },
    async (request) => setBookmark(contextOf(request), request.params.id, request.body.bookmarked),
  );
};
