// Where uploads are kept (what may be uploaded is the site config's upload rules: upload-rules.ts). buildApp
// decorates the instance with the media dir: tests give a temporary one, the server defaults to
// <QUORUM_DATA_DIR>/media, next to the embedded database.
import path from "node:path";
import { readServerEnv } from "../env";

declare module "fastify" {
  interface FastifyInstance {
    /** The directory uploaded media are stored in (created on the first upload). */
    mediaDir: string;
  }
}

export function defaultMediaDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(readServerEnv(env).dataDir, "media");
}
