// A hook that answers the request itself stops it there, even when the client goes away while the answer is being
// written (src/server/http/answering-hook.ts): before, the route then ran and answered a second time.
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { answeringHook } from "../../src/server/http/answering-hook";

/** An app whose hook answers `/answered` and lets the rest through, counting what the route handled. */
async function appWith(style: "answering" | "async") {
  const app = Fastify();
  const handled: string[] = [];
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    await Promise.resolve(); // hooks look things up first (a cache, a counter)
    if (!request.url.startsWith("/answered")) return false;
    // A reply whose client is gone before it ends: the socket closes as the answer is being written.
    reply.header("x-answer", "hook").send("from the hook");
    reply.raw.destroy();
    return true;
  };
  if (style === "answering") app.addHook("onRequest", answeringHook(answer));
  else
    app.addHook("onRequest", async (request, reply) => {
      if (await answer(request, reply)) return reply;
    });
  // As compression does: the answer is written a moment after it is sent.
  app.addHook("onSend", async (_request, _reply, payload) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return payload;
  });
  app.get("/*", async (request) => {
    handled.push(request.url);
    return "from the route";
  });
  await app.ready();
  return { app, handled };
}

describe("answeringHook", () => {
  it("never runs the route after the hook answered, though the client left before the answer ended", async () => {
    const { app, handled } = await appWith("answering");
    await app.inject({ url: "/answered" }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toEqual([]);
    expect((await app.inject({ url: "/other" })).body).toBe("from the route");
    expect(handled).toEqual(["/other"]);
    await app.close();
  });

  it("(the async hook it replaces let the route run in that case)", async () => {
    const { app, handled } = await appWith("async");
    await app.inject({ url: "/answered" }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toEqual(["/answered"]);
    await app.close();
  });
});
