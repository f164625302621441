// A page that counts a discussion view when built must count one when served from the cache too: the renderer
// notes which discussion it counted, the cache keeps that with the answer and repeats it on every hit.
import type { FastifyRequest } from "fastify";

const viewed = new WeakMap<FastifyRequest, number>();

export function noteDiscussionView(request: FastifyRequest, discussionID: number): void {
  viewed.set(request, discussionID);
}

export function discussionViewOf(request: FastifyRequest): number | undefined {
  return viewed.get(request);
}
