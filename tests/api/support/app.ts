// Test helpers around buildApp: an app on a fresh seeded database, sign-in, and request headers.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type BuildAppOptions, buildApp } from "../../../src/server/app";
import type { Database } from "../../../src/server/db/client";
import { createTestDatabase, TEST_PASSWORD } from "./database";

export { TEST_PASSWORD };

const NO_REQUEST_LIMITS = { perMinute: 0, per10Seconds: 0 };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Where this app's mails land as .eml files (a temporary dir unless options.mail.dir names one). */
  mailDir: string;
  close(): Promise<void>;
}

export async function createTestApp(options: Omit<BuildAppOptions, "database"> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const ownMailDir = options.mail?.dir === undefined;
  const mailDir = options.mail?.dir ?? mkdtempSync(path.join(os.tmpdir(), "quorum-test-mail-"));
  const mail = { log: () => undefined, ...options.mail, dir: mailDir };
  // The site-wide request limit stays off even in files that switch the other limits on (they send hundreds of
  // requests from one address); tests/api/rate-limit-requests.test.ts turns it on by passing requestLimits.
  const app = await buildApp({
    rateLimit: false,
    requestLimits: NO_REQUEST_LIMITS,
    ...options,
    mail,
    database,
  });
  return {
    app,
    database,
    mailDir,
    close: async () => {
      await app.close();
      await database.close();
      if (ownMailDir) rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/** The header every mutation needs (CSRF guard). */
export const XRW = { "x-requested-with": "XMLHttpRequest" } as const;

/** Signs in and returns the Cookie header value for later requests. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/authenticate/password",
    headers: XRW,
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in as ${username} failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === "quorum_session");
  if (!cookie) throw new Error("Sign-in set no session cookie.");
  return `quorum_session=${cookie.value}`;
}

/** GET as a signed-in user (cookie) or a guest (no cookie). */
export function get(app: FastifyInstance, url: string, cookie?: string): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method: "GET", url };
  if (cookie) options.headers = { cookie };
  return app.inject(options);
}

/** The parsed JSON body, typed by the caller. */
export function json<T>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
