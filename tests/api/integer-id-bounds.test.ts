// Integer IDs above PostgreSQL's int4 range (2^31 − 1) must be refused as bad input (4xx), never reach a query and
// come back as a 500. A moderator posts 3 000 000 000 in each ID field of a sample of write routes: the drafts, the
// bulk moderation long-runners, merge, comments, discussions, conversations and layout revisions.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

const TOO_BIG = 3_000_000_000;

let t: TestApp;
let moderator: string;
let general: number;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signIn(t.app, "moderator");
  general = await categoryIDByUrlcode(t.database.db, "general");
});
afterAll(() => t.close());

function send(
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api/v2${url}`, headers: { ...XRW, cookie: moderator }, payload });
}

const draftAttributes = { body: "A draft", format: "markdown", draftMeta: { name: "A draft" } };

const cases: Array<[string, "POST" | "PATCH" | "DELETE", string, () => object]> = [
  [
    "POST /drafts recordID",
    "POST",
    "/drafts",
    () => ({ recordType: "discussion", recordID: TOO_BIG, attributes: draftAttributes }),
  ],
  [
    "POST /drafts parentRecordID",
    "POST",
    "/drafts",
    () => ({
      recordType: "comment",
      parentRecordType: "discussion",
      parentRecordID: TOO_BIG,
      attributes: draftAttributes,
    }),
  ],
  [
    "POST /drafts draftMeta.tagIDs",
    "POST",
    "/drafts",
    () => ({
      recordType: "discussion",
      parentRecordType: "category",
      parentRecordID: general,
      attributes: { ...draftAttributes, draftMeta: { name: "Tagged", tagIDs: [TOO_BIG] } },
    }),
  ],
  [
    "POST /drafts draftMeta.categoryID",
    "POST",
    "/drafts",
    () => ({
      recordType: "discussion",
      attributes: { ...draftAttributes, draftMeta: { name: "Filed", categoryID: TOO_BIG } },
    }),
  ],
  [
    "PATCH /discussions/move discussionIDs",
    "PATCH",
    "/discussions/move",
    () => ({ discussionIDs: [TOO_BIG], categoryID: general }),
  ],
  [
    "PATCH /discussions/move categoryID",
    "PATCH",
    "/discussions/move",
    () => ({ discussionIDs: [1], categoryID: TOO_BIG }),
  ],
  [
    "PATCH /discussions/close",
    "PATCH",
    "/discussions/close",
    () => ({ discussionIDs: [TOO_BIG], closed: true }),
  ],
  ["DELETE /discussions/list", "DELETE", "/discussions/list", () => ({ discussionIDs: [TOO_BIG] })],
  [
    "POST /discussions/merge discussionIDs",
    "POST",
    "/discussions/merge",
    () => ({ discussionIDs: [TOO_BIG], destinationDiscussionID: 1 }),
  ],
  [
    "POST /discussions/merge destination",
    "POST",
    "/discussions/merge",
    () => ({ discussionIDs: [1], destinationDiscussionID: TOO_BIG }),
  ],
  [
    "POST /comments discussionID",
    "POST",
    "/comments",
    () => ({ discussionID: TOO_BIG, body: "Hi", format: "markdown" }),
  ],
  [
    "POST /comments parentCommentID",
    "POST",
    "/comments",
    () => ({ discussionID: 1, parentCommentID: TOO_BIG, body: "Hi", format: "markdown" }),
  ],
  [
    "POST /discussions categoryID",
    "POST",
    "/discussions",
    () => ({ name: "Big", body: "Big", format: "markdown", categoryID: TOO_BIG }),
  ],
  [
    "POST /conversations participantUserIDs",
    "POST",
    "/conversations",
    () => ({ participantUserIDs: [TOO_BIG], body: "Hi", format: "markdown" }),
  ],
];

describe("integer IDs beyond int4", () => {
  it.each(cases)("%s answers 4xx", async (_name, method, url, payload) => {
    const response = await send(method, url, payload());
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });

  it("PATCH /drafts/{id} recordID and parentRecordID answer 4xx", async () => {
    const created = await send("POST", "/drafts", {
      recordType: "discussion",
      parentRecordType: "category",
      parentRecordID: general,
      attributes: draftAttributes,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftID } = created.json() as { draftID: number };
    for (const field of ["recordID", "parentRecordID"]) {
      const response = await send("PATCH", `/drafts/${draftID}`, { [field]: TOO_BIG });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
    }
  });
});
