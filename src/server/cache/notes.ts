// What a handler tells the guest cache about the answer it is building.
import type { FastifyRequest } from "fastify";

const viewed = new WeakMap<FastifyRequest, number>();
const keptOut = new WeakSet<FastifyRequest>();

/**
 * A page that counts a discussion view when built must count one when served from the cache too: the renderer
 * notes which discussion it counted, the cache keeps that with the answer and repeats it on every hit.
 */
export function noteDiscussionView(request: FastifyRequest, discussionID: number): void {
  viewed.set(request, discussionID);
}

export function discussionViewOf(request: FastifyRequest): number | undefined {
  return viewed.get(request);
}

/** A degraded answer (a page whose server rendering failed or timed out) goes out but is not kept for others. */
export function keepOutOfGuestCache(request: FastifyRequest): void {
  keptOut.add(request);
}

export function isKeptOut(request: FastifyRequest): boolean {
  return keptOut.has(request);
}
