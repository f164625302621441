// A request hook that may answer the request itself (a cached page, a 429). Fastify goes on to the next hook and the
// route's handler after an async hook resolves unless the response has *ended*; an answer whose client went away
// while it was being written never ends, so the handler ran anyway and wrote a second answer over the first
// ("Cannot write headers after they are sent", logged as a 500). A hook in callback style that does not call `done`
// stops the request there, whatever became of the answer.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";

/** What an answering hook does: sends a reply and says so (true), or leaves the request to the route (false). */
export type Answer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export function answeringHook(
  answer: Answer,
): (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
  return (request, reply, done) => {
    answer(request, reply).then(
      (answered) => {
        if (!answered) done();
      },
      (error: Error) => done(error),
    );
  };
}
