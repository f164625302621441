// GET /media/{storageKey}: uploaded files, outside the API (they are embedded by URL in pages). The type comes
// from the key's extension, which was chosen from the sniffed bytes; browsers must not second-guess it (nosniff),
// and a key never changes content, so it may be cached for a year.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { requestTranslate } from "../http/error-handler";
import { notFound } from "../http/errors";
import { MEDIA_CONTENT_TYPES } from "./image-info";
import { MEDIA_URL_PREFIX, STORAGE_KEY_PATTERN } from "./store";

const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export async function mediaFiles(app: FastifyInstance, options: { dir: string }): Promise<void> {
  app.get<{ Params: { storageKey: string } }>(`${MEDIA_URL_PREFIX}:storageKey`, async (request, reply) => {
    const { storageKey } = request.params;
    const match = STORAGE_KEY_PATTERN.exec(storageKey);
    const file = path.join(options.dir, storageKey);
    if (!match?.[1] || !(await isFile(file))) {
      const t = await requestTranslate(request);
      return reply.code(404).type("application/json; charset=utf-8").send(notFound("File").toBody(t));
    }
    return reply
      .type(MEDIA_CONTENT_TYPES[match[1]] ?? "application/octet-stream")
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", MEDIA_CACHE_CONTROL)
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .send(createReadStream(file));
  });
}
