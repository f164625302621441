// Response compression on the fly: brotli or gzip, as the request's Accept-Encoding asks (q-values count; a
// client preferring identity gets the plain body). Only text types are compressed (HTML, JSON, JS, CSS, XML, SVG:
// @fastify/compress asks mime-db), so images and other already-compressed media go out as they are, and bodies
// under a kilobyte too: the framing would outweigh the gain. Server-sent events hijack the reply and never pass
// through the hook. Built assets are compressed once at build time and served as they are (web/pages.ts).
import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { addVary } from "./cache-policy";

/** Below this many bytes a body goes out uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;

/** The types a shared cache must keep apart by encoding: the ones the plugin compresses (text and JSON-like). */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/([\w.-]+\+)?(json|xml|javascript)|image\/svg\+xml)/i;

/** Whether a response of this type and size is compressed (the guest cache compresses its stored answers itself). */
export function isCompressedType(contentType: unknown, bytes: number): boolean {
  return typeof contentType === "string" && COMPRESSIBLE.test(contentType) && bytes >= COMPRESSION_THRESHOLD;
}

/**
 * Registers the compression hook for every route declared after it (call it before the API, the pages and the
 * static files). Request bodies are not decompressed: the API takes plain JSON only, and a small compressed
 * upload could inflate far past the body size limit.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    // Listed in order of preference at equal quality; "identity" makes an explicit preference for it count.
    encodings: ["br", "gzip", "identity"],
    threshold: COMPRESSION_THRESHOLD,
    // Quality 4 (the plugin's default): most of brotli's gain at a fraction of its top level's CPU per response.
    // Flushing each written chunk lets a streamed page's shell reach the browser before the rest is rendered;
    // a buffered body is one chunk, so it costs nothing there.
    brotliOptions: {
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
  });
  // The plugin adds Vary only to the responses it compresses; a shared cache needs it on every variant, small and
  // identity ones included, or it could hand a stored plain body to a client that asked for brotli (and back).
  app.addHook("onSend", async (_request, reply, payload) => {
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && COMPRESSIBLE.test(type)) addVary(reply, "accept-encoding");
    return payload;
  });
}
