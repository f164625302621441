// What the server logs by default: every 5xx with its stack and request id, which the response names too; and,
// without SMTP, where a mail was written but never its token, unless in development mode.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/server/app";
import type { Database, Db } from "../../src/server/db/client";
import { serverLogger } from "../../src/server/http/request-log";
import { XRW } from "./support/app";
import { createTestDatabase } from "./support/database";
import { latestLink, tokenOf } from "./support/mail";

let database: Database;
const mailDir = mkdtempSync(path.join(os.tmpdir(), "quorum-lifecycle-mail-"));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(mailDir, { recursive: true, force: true });
});

describe("issue 11 item 11: a 5xx leaves a trace in the default log", () => {
  const lines: string[] = [];
  let failing = false;
  let app: FastifyInstance;
  beforeAll(async () => {
    // Every query fails while `failing` is set: a route forced to throw.
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (failing && (property === "select" || property === "execute"))
          return () => {
            throw new Error("forced failure for the test");
          };
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    app = await buildApp({
      database: { ...database, db },
      logger: serverLogger(false, { write: (line) => lines.push(line) }), // what main.ts passes without QUORUM_LOG
      rateLimit: false,
      mail: { dir: mailDir, log: () => undefined },
    });
  });
  afterAll(() => app.close());

  it("logs the failure with its stack and request id, and the response names that id", async () => {
    const fine = await app.inject({ method: "GET", url: "/api/v2/discussions?limit=1" });
    expect(fine.statusCode).toBe(200);
    expect(fine.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([]); // quiet while all is well

    failing = true;
    const failed = await app.inject({
      method: "GET",
      url: "/api/v2/discussions?limit=1",
      headers: { "x-request-id": "chosen-by-the-client" },
    });
    failing = false;
    expect(failed.statusCode).toBe(500);
    const requestID = String(failed.headers["x-request-id"]);
    expect(requestID).toMatch(/^[0-9a-f-]{36}$/); // the server's own id, not one a client chose
    const body = failed.json<{ message: string; description?: string }>();
    expect(body.description).toContain(requestID);
    expect(JSON.stringify(body)).not.toContain("forced failure"); // the cause stays in the log

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = logged.find((line) => line.reqId === requestID);
    expect(entry).toBeDefined();
    expect(entry?.level).toBe(50);
    const err = entry?.err as { message?: string; stack?: string } | undefined;
    expect(err?.message).toBe("forced failure for the test");
    expect(err?.stack).toMatch(/forced failure for the test\n\s+at /);
  }, 120_000);
});

describe("issue 11 item 11: mails without SMTP", () => {
  const printed: string[] = [];
  let quietApp: FastifyInstance;
  let devApp: FastifyInstance;
  /** The mail settings come from the environment as in main.ts: no log or showLinks option. */
  async function appWith(devMode: string): Promise<FastifyInstance> {
    vi.stubEnv("QUORUM_DEV", devMode);
    try {
      return await buildApp({ database, rateLimit: false, mail: { dir: mailDir } });
    } finally {
      vi.unstubAllEnvs();
    }
  }
  beforeAll(async () => {
    quietApp = await appWith("");
    devApp = await appWith("1");
  });
  afterAll(async () => {
    await quietApp.close();
    await devApp.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    printed.length = 0;
  });

  async function requestReset(app: FastifyInstance): Promise<string> {
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(" "));
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/users/request-password",
      headers: XRW,
      payload: { email: "member@example.com" },
    });
    expect(response.statusCode).toBe(200);
    return tokenOf(latestLink(mailDir, "member@example.com", "/entry/passwordreset/"));
  }

  it("print where the mail was written and never its token outside development mode", async () => {
    const token = await requestReset(quietApp);
    const output = printed.join("\n");
    expect(output).toContain(mailDir);
    expect(output).toMatch(/member@example\.com/);
    expect(output).not.toContain(token);
  }, 120_000);

  it("print the link in development mode (QUORUM_DEV=1)", async () => {
    const token = await requestReset(devApp);
    expect(printed.join("\n")).toMatch(new RegExp(`link: https?://\\S+/entry/passwordreset/${token}`));
  }, 120_000);
});
