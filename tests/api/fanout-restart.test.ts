// The fan-out survives a restart and is shared by several processes (docs/reference/notifications.md#delivery): a
// post's job is queued in the post's own transaction, so a server that stops before its worker ran it leaves the job
// in the database and the next start delivers it — once; two servers on one database each claim a job only once.
import { and, eq, sql } from "drizzle-orm";
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

it("two server processes share the queue: each fan-out runs once, in one of them", async () => {
  const database = t.database;
  const general = await categoryIDByUrlcode(database.db, "general");
  const options = {
    database,
    rateLimit: false as const,
    jobs: { pollingIntervalSeconds: 0.5 },
    mail: { ...quiet, dir: t.mailDir },
  };
  const [one, two] = [await buildApp(options), await buildApp(options)];
  try {
    const cookies = [await signIn(one, "moderator"), await signIn(two, "moderator")];
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? one : two;
      const response = await app.inject({
        method: "POST",
        url: "/api/v2/discussions",
        headers: { ...XRW, cookie: cookies[i % 2] },
        payload: { categoryID: general, name: `Shared queue ${i}`, body: "Told once.", format: "markdown" },
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<Discussion>().discussionID);
    }
    await one.jobQueue?.settled(POST_FANOUT_JOB);
    await two.jobQueue?.settled(POST_FANOUT_JOB);
    // Every job completed on its first claim: none was taken twice or retried.
    const jobs = (
      (await database.db.execute(
        sql`SELECT state, retry_count AS "retryCount", data FROM pgboss.job WHERE name = ${POST_FANOUT_JOB}`,
      )) as unknown as { rows: { state: string; retryCount: number; data: { recordID: number } }[] }
    ).rows.filter((job) => ids.includes(job.data.recordID));
    expect(jobs.map((job) => [job.state, job.retryCount])).toEqual(ids.map(() => ["completed", 0]));
  } finally {
    await one.close();
    await two.close();
  }
});
