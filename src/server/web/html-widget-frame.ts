// GET /html-widget-frame.html: the page every Custom HTML widget frame loads (widgets/html/frame-page.server.ts),
// under its own Content-Security-Policy header (sandbox directive included), never the pages' nonce policy. Static,
// no data.
import type { FastifyPluginAsync } from "fastify";
import {
  HTML_WIDGET_FRAME_PATH,
  htmlWidgetFramePage,
  htmlWidgetFramePolicy,
} from "../../../widgets/html/frame-page.server";
import { type FrameAncestors, frameAncestorsSource } from "../http/security-headers";
import { cachedEmbedOrigins, withEmbedOrigins } from "../services/embed-origins";

export const htmlWidgetFrameRoutes: FastifyPluginAsync<{ frameAncestors: FrameAncestors }> = async (
  app,
  { frameAncestors },
) => {
  const page = htmlWidgetFramePage();
  // The forum's own pages always frame it, even when nothing may frame the forum ("none"); embedding hosts are
  // ancestors of the frame too.
  const hosts = frameAncestors.kind === "self" ? frameAncestors.hosts : [];
  app.get(HTML_WIDGET_FRAME_PATH, async (_request, reply) => {
    const embedders = await cachedEmbedOrigins(app.db).catch(() => []);
    const framing = withEmbedOrigins(
      { kind: "self", hosts },
      frameAncestors.kind === "none" ? [] : embedders,
    );
    return reply
      .type("text/html; charset=utf-8")
      .header("Content-Security-Policy", htmlWidgetFramePolicy(frameAncestorsSource(framing)))
      .header("Cache-Control", "public, max-age=3600")
      .send(page);
  });
};
