// GET /notifications/stream: server-sent events for the signed-in user. The first `counts` event carries the
// current UnreadCounts; another follows whenever they change (services/notifications/counts-bus.ts, published
// by posting, marking read and conversations). A comment line every 25 s keeps proxies from closing an idle
// connection. The bus is in-process: with several API nodes, a change made on another node is not pushed and the
// client's polling fallback catches it up (src/client/api/users/counts.ts).
import type { FastifyPluginAsync } from "fastify";
import { signInRequired } from "../http/errors";
import { isSignedIn } from "../services/context";
import { onCountsChanged } from "../services/notifications/counts-bus";
import { loadUnreadCounts } from "../services/notifications/unread-counts";

const KEEP_ALIVE_MS = 25_000;
/** Several changes in a burst (a post mentioning many, mark all read) become one event. */
const COALESCE_MS = 50;

export const notificationStreamRoutes: FastifyPluginAsync = async (app) => {
  // Server shutdown ends open streams, so app.close() does not wait for browsers to hang up.
  const openStreams = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of [...openStreams]) end();
  });

  app.get("/notifications/stream", async (request, reply) => {
    if (!isSignedIn(request.viewer)) throw signInRequired();
    const userID = request.viewer.user.userID;
    const conversationsEnabled = app.siteConfig.conversationsEnabled ?? true;
    const initial = await loadUnreadCounts(app.db, userID, conversationsEnabled);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "private, no-store, no-transform",
      Connection: "keep-alive",
      // nginx: do not buffer the stream.
      "X-Accel-Buffering": "no",
    });
    let last = "";
    let closed = false;
    const send = (counts: unknown) => {
      const data = JSON.stringify(counts);
      if (closed || data === last) return;
      last = data;
      raw.write(`event: counts\ndata: ${data}\n\n`);
    };
    // Tell EventSource to wait 10 s before reconnecting after a drop.
    raw.write("retry: 10000\n\n");
    send(initial);

    let pending: NodeJS.Timeout | null = null;
    const refresh = () => {
      if (pending || closed) return;
      pending = setTimeout(async () => {
        pending = null;
        try {
          send(await loadUnreadCounts(app.db, userID, conversationsEnabled));
        } catch (error) {
          request.log.warn({ err: error }, "Could not load unread counts for the stream.");
        }
      }, COALESCE_MS);
    };
    const unsubscribe = onCountsChanged(app.db, userID, refresh);
    const keepAlive = setInterval(() => {
      if (!closed) raw.write(": keep-alive\n\n");
    }, KEEP_ALIVE_MS);
    const close = () => {
      if (closed) return;
      closed = true;
      openStreams.delete(end);
      unsubscribe();
      clearInterval(keepAlive);
      if (pending) clearTimeout(pending);
    };
    request.raw.on("close", close);
    raw.on("close", close);
    const end = () => {
      close();
      raw.end();
    };
    openStreams.add(end);
  });
};
