// Bulk moderation (docs/reference/ui-behaviour.md#bulk-selection, docs/reference/errors.md#bulk-actions,
// docs/reference/api-conventions.md#long-running-calls): DELETE /discussions/list, PATCH /discussions/move, PATCH
// /discussions/close and POST /discussions/merge. Each checks the whole request first
// (services/moderation/bulk-requests.ts), then runs as a synchronous long-runner: 200 with the progress, or 408 with
// a callbackPayload to continue through POST /calls/run (routes/calls-run.ts).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { DiscussionsBulkClose } from "../../types/generated/api/discussions-bulk-close";
import type { DiscussionsBulkDelete } from "../../types/generated/api/discussions-bulk-delete";
import type { DiscussionsBulkMove } from "../../types/generated/api/discussions-bulk-move";
import type { DiscussionsMerge } from "../../types/generated/api/discussions-merge";
import { requestTranslate } from "../http/error-handler";
import { errorResponses, ref } from "../http/schemas";
import { prepareClose, prepareDelete, prepareMerge, prepareMove } from "../services/moderation/bulk-requests";
import type { BulkWork } from "../services/moderation/bulk-work";
import { runLongRunner } from "../services/moderation/long-runner";
import { contextOf } from "./support";

export const LONG_RUNNER_RESPONSES = {
  200: ref("long-runner-result"),
  408: ref("long-runner-result"),
  ...errorResponses,
};

/** Runs the work for this request's viewer and answers with the long-runner's status. */
export async function answerLongRunner(request: FastifyRequest, reply: FastifyReply, work: BulkWork) {
  const answer = await runLongRunner(
    contextOf(request),
    work,
    (id, error) =>
      request.log.error({ err: error, discussionID: id, action: work.action }, "bulk moderation item failed"),
    await requestTranslate(request),
  );
  return reply.code(answer.status).send(answer.body);
}

export const discussionBulkRoutes: FastifyPluginAsync = async (app) => {
  app.delete<{ Body: DiscussionsBulkDelete }>(
    "/discussions/list",
    { schema: { body: ref("discussions-bulk-delete"), response: LONG_RUNNER_RESPONSES } },
    async (request, reply) =>
      answerLongRunner(request, reply, await prepareDelete(contextOf(request), request.body)),
  );

  app.patch<{ Body: DiscussionsBulkMove }>(
    "/discussions/move",
    { schema: { body: ref("discussions-bulk-move"), response: LONG_RUNNER_RESPONSES } },
    async (request, reply) =>
      answerLongRunner(request, reply, await prepareMove(contextOf(request), request.body)),
  );

  app.patch<{ Body: DiscussionsBulkClose }>(
    "/discussions/close",
    { schema: { body: ref("discussions-bulk-close"), response: LONG_RUNNER_RESPONSES } },
    async (request, reply) =>
      answerLongRunner(request, reply, await prepareClose(contextOf(request), request.body)),
  );

  app.post<{ Body: DiscussionsMerge }>(
    "/discussions/merge",
    { schema: { body: ref("discussions-merge"), response: LONG_RUNNER_RESPONSES } },
    async (request, reply) =>
      answerLongRunner(request, reply, await prepareMerge(contextOf(request), request.body)),
  );
};
