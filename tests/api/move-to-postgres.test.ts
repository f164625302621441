// npm run move-to-postgres (issue 20): an embedded site (a seeded PGlite data dir with an upload and a signed-in
// session) copied into an empty PostgreSQL database; then the real server on DATABASE_URL serves the same
// community: the session made before the move still signs the member in, the discussion and the upload are there,
// the demo password signs in. Needs a PostgreSQL server to move to: skipped without TEST_DATABASE_URL.
import http from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../src/server/auth/sessions";
import { openDatabase } from "../../src/server/db/client";
import { discussions, users } from "../../src/server/db/schema";
import { storeMedia } from "../../src/server/media/store";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { runCommand } from "./support/backup-commands";
import { createSeededPgliteDir, TEST_PASSWORD } from "./support/database";
import {
  createServerPlace,
  READY,
  type ServerPlace,
  type ServerProcess,
  startServer,
} from "./support/server-process";

const postgres = process.env.TEST_DATABASE_URL;
const UPLOAD = Buffer.from("an uploaded file that stays in the data dir");

interface Reply {
  status: number;
  body: Buffer;
}

function request(port: number, urlPath: string, options: http.RequestOptions = {}, body?: string) {
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

let place: ServerPlace;
let server: ServerProcess | undefined;
let token: string;
let mediaUrl: string;
let discussion: { discussionID: number; name: string; body: string };

describe.skipIf(!postgres)("move-to-postgres (skipped without TEST_DATABASE_URL: nothing to move to)", () => {
  beforeAll(async () => {
    place = await createServerPlace("move");
    await createSeededPgliteDir(place.dataDir);
    const database = await openDatabase({ dataDir: place.dataDir });
    try {
      const [member] = await database.db.select().from(users).where(eq(users.name, "member"));
      if (!member) throw new Error("the seed has no member");
      token = await createSession(database.db, member.userID);
      const info = { extension: "png", type: "image/png", width: 1, height: 1 } as const;
      const stored = await storeMedia(
        database.db,
        path.join(place.dataDir, "media"),
        { bytes: UPLOAD, name: "kept.png", info },
        member.userID,
      );
      mediaUrl = stored.url;
      const [first] = await database.db.select().from(discussions).orderBy(discussions.discussionID).limit(1);
      if (!first) throw new Error("the seed has no discussion");
      discussion = first;
    } finally {
      await database.close();
    }
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
    await place?.dispose();
  });

  it("copies the embedded site into the empty database and says what to do next", async () => {
    const moved = await runCommand("move-to-postgres", [place.databaseUrl ?? ""], {
      dataDir: place.dataDir,
      url: null,
    });
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toContain("Moved and verified");
    expect(moved.output).toContain("DATABASE_URL");
    expect(moved.output).toContain(path.join(place.dataDir, "media"));
  }, 120_000);

  it("after which the server on DATABASE_URL serves the same community", async () => {
    server = await startServer(place, { QUORUM_WORKERS: "1" });
    await server.waitFor(READY, 120_000);
    expect(server.output()).not.toContain("First start: seeding");
    const cookie = { headers: { cookie: `quorum_session=${token}` } };
    const me = await request(server.port, "/api/v2/users/me", cookie);
    expect(JSON.parse(me.body.toString("utf8"))).toMatchObject({ name: "member" });
    const read = await request(server.port, `/api/v2/discussions/${discussion.discussionID}`);
    expect(read.status).toBe(200);
    const served = JSON.parse(read.body.toString("utf8")) as Discussion;
    expect(served.name).toBe(discussion.name);
    expect(served.body).toMatch(/\S/);
    const file = await request(server.port, mediaUrl);
    expect(file.status).toBe(200);
    expect(file.body.equals(UPLOAD)).toBe(true);
    const signIn = await request(
      server.port,
      "/api/v2/authenticate/password",
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      },
      JSON.stringify({ username: "member", password: TEST_PASSWORD }),
    );
    expect(signIn.status, signIn.body.toString("utf8")).toBe(200);
    server.child.kill("SIGTERM");
    await server.exited;
  }, 180_000);

  it("refuses a database that already holds a community", async () => {
    const again = await runCommand("move-to-postgres", [place.databaseUrl ?? ""], {
      dataDir: place.dataDir,
      url: null,
    });
    expect(again.code).not.toBe(0);
    expect(again.output).toContain("Refusing to write into a place that holds data");
  }, 120_000);
});
