// Who is told about a group's activity (docs/reference/groups.md#privacy, docs/reference/notifications.md#delivery):
// each recipient's own memberships decide whether they may see a private group's post, so a mention or a follow
// never carries its headline to someone outside the group.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groups } from "../../src/server/db/schema-groups";
import { eligibleRecipients } from "../../src/server/services/notifications/eligible-recipients";
import type { Group } from "../../src/types/generated/api/group";
import type { Notification } from "../../src/types/generated/api/notification";
import { createTestApp, signIn, type TestApp } from "./support/app";
import { userIDByName } from "./support/data";
import { postInGroup, type Send, sender } from "./support/groups";

let t: TestApp;
let send: Send;
let beta: { groupID: number; categoryID: number };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  send = sender(t);
  for (const name of ["kenji.tanaka", "priya.sharma", "chen.wei", "member", "moderator"])
    ids[name] = await userIDByName(t.database.db, name);
  const rows = await t.database.db.select().from(groups);
  const found = rows.find((row) => row.name === "Beta Testers");
  if (!found) throw new Error("no Beta Testers");
  beta = found;
});
afterAll(() => t.close());

const id = (name: string) => ids[name] ?? 0;

describe("notifications about a private group", () => {
  it("reach its members and group moderators only, each by their own memberships", async () => {
    const eligible = await eligibleRecipients(
      t.database.db,
      [id("kenji.tanaka"), id("priya.sharma"), id("member"), id("moderator")],
      { actorID: id("chen.wei"), categoryID: beta.categoryID },
    );
    expect(eligible).toEqual([id("kenji.tanaka"), id("priya.sharma"), id("moderator")].sort((a, b) => a - b));
  });

  it("tell a mentioned member, never a mentioned outsider", async () => {
    const kenji = await signIn(t.app, "kenji.tanaka");
    const group = (await send("GET", `/groups/${beta.groupID}`, kenji)).json<Group>();
    const discussionID = await postInGroup(send, kenji, group, "Mention check");
    const comment = await send("POST", "/comments", kenji, {
      discussionID,
      body: "Thoughts, @priya.sharma and @member?",
      format: "markdown",
    });
    expect(comment.statusCode).toBe(201);
    const headlines = async (name: string) =>
      (await send("GET", "/notifications", await signIn(t.app, name)))
        .json<Notification[]>()
        .map((item) => item.headline);
    expect((await headlines("priya.sharma")).some((line) => line.includes("Mention check"))).toBe(true);
    expect((await headlines("member")).some((line) => line.includes("Mention check"))).toBe(false);
  });
});
