// The fan-out survives a restart (docs/reference/notifications.md#delivery): a post's job is queued in the post's
// own transaction, so a server that stops before its worker ran it leaves the job in the database, and the next start
// delivers it — once.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { notifications } from "../../src/server/db/schema-activity";
import { POST_FANOUT_JOB } from "../../src/server/services/notifications/post-fanout";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { createTestApp, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, userIDByName } from "./support/data";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(); // no job queue of its own: the apps below run it
});
afterAll(() => t.close());

const quiet = { log: () => undefined };

it("a fan-out queued when the server stopped is delivered by the next start, once", async () => {
  const database = t.database;
  const memberID = await userIDByName(database.db, "member");
  const general = await categoryIDByUrlcode(database.db, "general");
  const first = await buildApp({
    database,
    rateLimit: false,
    jobs: { pollingIntervalSeconds: 60 },
    mail: { ...quiet, dir: t.mailDir },
  });
  // The worker stops before the post: the job waits in the database, as when the process dies after the commit.
  await first.jobQueue?.boss.offWork(POST_FANOUT_JOB);
  const cookie = await signIn(first, "moderator");
  const response = await first.inject({
    method: "POST",
    url: "/api/v2/discussions",
    headers: { ...XRW, cookie },
    payload: {
      categoryID: general,
      name: "Posted just before a restart",
      body: "Still told.",
      format: "markdown",
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { discussionID } = response.json<Discussion>();
  await first.close();
  const told = () =>
    database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userID, memberID),
          eq(notifications.recordType, "discussion"),
          eq(notifications.recordID, discussionID),
        ),
      );
  expect(await told()).toEqual([]);
  const second = await buildApp({
    database,
    rateLimit: false,
    jobs: { pollingIntervalSeconds: 0.5 },
    mail: { ...quiet, dir: t.mailDir },
  });
  try {
    await second.jobQueue?.settled(POST_FANOUT_JOB);
    expect((await told()).map((row) => row.reason)).toEqual(["newDiscussion"]);
  } finally {
    await second.close();
  }
  // A third start finds nothing left to do.
  const third = await buildApp({
    database,
    rateLimit: false,
    jobs: { pollingIntervalSeconds: 0.5 },
    mail: { ...quiet, dir: t.mailDir },
  });
  try {
    await third.jobQueue?.settled(POST_FANOUT_JOB);
    expect(await told()).toHaveLength(1);
  } finally {
    await third.close();
  }
});
