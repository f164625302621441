// Cross-site request forgery guard: a browser only sends a custom header such as X-Requested-With from our own
// origin (cross-origin it needs a CORS preflight we never grant), so requiring it on mutations blocks forged posts.
import type { FastifyInstance } from "fastify";
import { ApiError } from "./errors";

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function requireRequestedWithOnMutations(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!MUTATIONS.has(request.method)) return;
    const header = request.headers["x-requested-with"];
    if (typeof header === "string" && header.trim() !== "") return;
    throw new ApiError(403, "The X-Requested-With header is required.", {
      description: "Requests that change data must send the header X-Requested-With (e.g. XMLHttpRequest).",
    });
  });
}
