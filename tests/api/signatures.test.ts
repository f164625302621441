// Signatures (spec 001 §3 signature.body, §6): a member edits their own (users.edit anyone's), Markdown rendered and
// sanitized as post bodies are; the author fragment of a discussion and of its comments carries it while
// signatures.enabled (the demo turns it on), with the site's hideMobile and imageMaxHeight, and never otherwise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeConfig } from "../../src/server/services/config";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { Signature } from "../../src/types/generated/api/signature";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, userIDByName } from "./support/data";

let t: TestApp;
let member: string;
let memberID: number;
let discussionID: number;

function send(method: "PATCH" | "POST", url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: cookie ? { ...XRW, cookie } : XRW,
    payload: payload as Record<string, unknown>,
  });
}

const SOURCE = "**Cheers**, member <script>alert(1)</script>\n\n![logo](https://example.com/logo.png)";

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  memberID = await userIDByName(t.database.db, "member");
  const categoryID = await categoryIDByUrlcode(t.database.db, "general");
  const created = await send(
    "POST",
    "/discussions",
    { name: "Signed post", body: "The post itself.", format: "markdown", categoryID },
    member,
  );
  discussionID = json<Discussion>(created).discussionID;
  await send("POST", "/comments", { discussionID, body: "A signed comment.", format: "markdown" }, member);
  await send("PATCH", `/users/${memberID}/signature`, { body: SOURCE }, member);
});
afterAll(() => t.close());

const discussionAuthor = async () =>
  json<Discussion>(await get(t.app, `/api/v2/discussions/${discussionID}?expand=insertUser`)).insertUser;
const threadAuthors = async () =>
  json<Comment[]>(
    await get(t.app, `/api/v2/comments/thread?discussionID=${discussionID}&expand=insertUser`),
  ).map((comment) => comment.insertUser);
const listAuthors = async () =>
  json<Comment[]>(await get(t.app, `/api/v2/comments?discussionID=${discussionID}&expand=insertUser`)).map(
    (comment) => comment.insertUser,
  );

describe("editing one's signature", () => {
  it("answers the source and its sanitized HTML to the member", async () => {
    const response = await get(t.app, `/api/v2/users/${memberID}/signature`, member);
    expect(response.statusCode).toBe(200);
    const signature = json<Signature>(response);
    expect(signature).toMatchObject({ userID: memberID, body: SOURCE, enabled: true, maxLength: 1000 });
    expect(signature.html).toContain("<strong>Cheers</strong>");
    expect(signature.html).toContain('<img src="https://example.com/logo.png"');
    expect(signature.html).not.toContain("<script");
  });

  it("saves a change with its audit entry, and an empty body removes the signature", async () => {
    const changed = await send(
      "PATCH",
      `/users/${memberID}/signature`,
      { body: "  Short and *sweet*  " },
      member,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.headers["x-audit-log-id"]).toMatch(/^\d+$/);
    expect(json<Signature>(changed)).toMatchObject({
      body: "Short and *sweet*",
      html: "<p>Short and <em>sweet</em></p>",
    });
    const removed = await send("PATCH", `/users/${memberID}/signature`, { body: "" }, member);
    expect(json<Signature>(removed)).toMatchObject({ body: "", html: "" });
    expect((await discussionAuthor())?.signature).toBeUndefined();
    await send("PATCH", `/users/${memberID}/signature`, { body: SOURCE }, member);
  });

  it("refuses a body over 1000 characters", async () => {
    const response = await send("PATCH", `/users/${memberID}/signature`, { body: "x".repeat(1001) }, member);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors).toHaveProperty("body");
  });

  it("is the member's own, or users.edit's (administrators in the seed)", async () => {
    const url = `/users/${memberID}/signature`;
    expect((await get(t.app, `/api/v2${url}`)).statusCode).toBe(401);
    expect((await send("PATCH", url, { body: "guest" })).statusCode).toBe(401);
    const moderator = await signIn(t.app, "moderator");
    expect((await get(t.app, `/api/v2${url}`, moderator)).statusCode).toBe(403);
    expect((await send("PATCH", url, { body: "not mine" }, moderator)).statusCode).toBe(403);
    // Someone who may not edit others learns nothing about whether an account exists.
    expect((await get(t.app, "/api/v2/users/999999/signature", moderator)).statusCode).toBe(403);
    const admin = await signIn(t.app, "admin");
    expect((await get(t.app, "/api/v2/users/999999/signature", admin)).statusCode).toBe(404);
    const byAdmin = await send("PATCH", url, { body: SOURCE }, admin);
    expect(byAdmin.statusCode).toBe(200);
    // An administrator's is the administrators' alone.
    const adminID = await userIDByName(t.database.db, "admin");
    expect((await get(t.app, `/api/v2/users/${adminID}/signature`, member)).statusCode).toBe(403);
  });
});

describe("signatures beside posts", () => {
  it("come with the author of a discussion and of its comments while enabled", async () => {
    const expected = { hideMobile: false, imageMaxHeight: 0 };
    const author = await discussionAuthor();
    expect(author?.signature).toMatchObject(expected);
    expect(author?.signature?.body).toContain("<strong>Cheers</strong>");
    for (const user of [...(await threadAuthors()), ...(await listAuthors())]) {
      expect(user?.signature).toMatchObject(expected);
    }
  });

  it("carry the site's hideMobile and imageMaxHeight", async () => {
    await writeConfig(t.database.db, { "signatures.hideMobile": true, "signatures.imageMaxHeight": 60 });
    try {
      expect((await discussionAuthor())?.signature).toMatchObject({ hideMobile: true, imageMaxHeight: 60 });
    } finally {
      await writeConfig(t.database.db, { "signatures.hideMobile": false, "signatures.imageMaxHeight": 0 });
    }
  });

  it("are not sent in lists of discussions", async () => {
    const list = json<Discussion[]>(await get(t.app, "/api/v2/discussions?expand=insertUser&limit=50"));
    expect(list.some((discussion) => discussion.insertUser?.signature)).toBe(false);
  });

  it("are not sent while signatures are off, though the member can still edit theirs", async () => {
    await writeConfig(t.database.db, { "signatures.enabled": false });
    try {
      expect((await discussionAuthor())?.signature).toBeUndefined();
      expect((await threadAuthors()).some((user) => user?.signature)).toBe(false);
      expect((await listAuthors()).some((user) => user?.signature)).toBe(false);
      const own = json<Signature>(await get(t.app, `/api/v2/users/${memberID}/signature`, member));
      expect(own).toMatchObject({ enabled: false, body: SOURCE });
    } finally {
      await writeConfig(t.database.db, { "signatures.enabled": true });
    }
  });

  it("are not shown for a banned member", async () => {
    const admin = await signIn(t.app, "admin");
    expect((await send("PATCH", `/users/${memberID}`, { banned: 1 }, admin)).statusCode).toBe(200);
    try {
      expect((await discussionAuthor())?.signature).toBeUndefined();
    } finally {
      await send("PATCH", `/users/${memberID}`, { banned: 0 }, admin);
    }
  });

  it("the demo shows: two members sign their posts", async () => {
    const ameliesID = await userIDByName(t.database.db, "Amélie");
    const admin = await signIn(t.app, "admin");
    const signature = json<Signature>(await get(t.app, `/api/v2/users/${ameliesID}/signature`, admin));
    expect(signature.html).toContain("<em>Bonne journée !</em>");
    const config = json<Record<string, unknown>>(
      await get(t.app, "/api/v2/config?select=signatures.enabled"),
    );
    expect(config["signatures.enabled"]).toBe(true);
  });
});
