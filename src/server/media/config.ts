// Where uploads are kept and how big they may be. buildApp decorates the instance with the media dir: tests give a
// temporary one, the server defaults to <QUORUM_DATA_DIR>/media, next to the embedded database.
import path from "node:path";
import { readServerEnv } from "../env";

declare module "fastify" {
  interface FastifyInstance {
    /** The directory uploaded media are stored in (created on the first upload). */
    mediaDir: string;
  }
}

/** The upload cap (issue 4): 5 MB. */
export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;

export function defaultMediaDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(readServerEnv(env).dataDir, "media");
}
