// The server's own texts in the reader's language (docs/reference/localisation.md): error bodies and field errors
// follow the Quorum-Locale header the client sends, else the browser's Accept-Language, English without either;
// notification headlines are stored as a message with its values and rendered in the language of whoever reads them.
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { notifications } from "../../src/server/db/schema-activity";
import { DEMO_USERS } from "../../src/server/db/seed/demo-data";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { Notification } from "../../src/types/generated/api/notification";
import { createTestApp, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

let t: TestApp;
let member: string;
let other: string;
let otherName: string;
let general: number;

beforeAll(async () => {
  t = await createTestApp();
  otherName = DEMO_USERS[3]?.name ?? "";
  member = await signIn(t.app, "member");
  other = await signIn(t.app, otherName);
  general = await categoryIDByUrlcode(t.database.db, "general");
});
afterAll(() => t.close());

function request(options: InjectOptions) {
  return t.app.inject(options);
}

describe("error bodies", () => {
  it("are English without a language", async () => {
    const response = await request({ method: "GET", url: "/api/v2/discussions/999999" });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response)).toMatchObject({
      message: "Discussion not found.",
      description: "The discussion you were looking for could not be found.",
    });
  });

  it("follow the page's language in Quorum-Locale", async () => {
    const response = await request({
      method: "GET",
      url: "/api/v2/discussions/999999",
      headers: { "quorum-locale": "fr", "accept-language": "en" },
    });
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response)).toMatchObject({
      message: "Discussion introuvable.",
      description: "La discussion que vous cherchiez est introuvable.",
    });
  });

  it("follow the browser's Accept-Language, field errors and their values too", async () => {
    const response = await request({
      method: "POST",
      url: "/api/v2/discussions",
      headers: { ...XRW, cookie: member, "accept-language": "fr-FR,fr;q=0.9" },
      payload: { name: "", body: "Hello", format: "markdown", categoryID: general },
    });
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.errors?.name?.[0]?.message).toBe("name doit contenir au moins 1 caractère.");
    expect(body.message).toBe("name doit contenir au moins 1 caractère.");
  });

  it("fall back to English for a language without a catalogue", async () => {
    const response = await request({
      method: "GET",
      url: "/api/v2/discussions/999999",
      headers: { "quorum-locale": "de" },
    });
    expect(json<ErrorBody>(response).message).toBe("Discussion not found.");
  });
});

describe("notification headlines", () => {
  it("are written in the reader's language, from the message stored with the row", async () => {
    const created = await request({
      method: "POST",
      url: "/api/v2/discussions",
      headers: { ...XRW, cookie: member },
      payload: {
        name: "Headline language",
        body: `Hello @"${otherName}"`,
        format: "markdown",
        categoryID: general,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const discussion = json<Discussion>(created);
    const [recipient] = await t.database.db
      .select({ userID: users.userID })
      .from(users)
      .where(eq(users.name, otherName));
    const [stored] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userID, recipient?.userID ?? 0));
    expect(stored).toMatchObject({
      headline: `member mentioned you in ${discussion.name}`,
      headlineKey: "headline.mention",
      headlineValues: { author: "member", discussion: discussion.name },
    });

    const read = async (headers: Record<string, string>) => {
      const response = await request({
        method: "GET",
        url: "/api/v2/notifications",
        headers: { cookie: other, ...headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      return json<Notification[]>(response).find((item) => item.headline.includes(discussion.name))?.headline;
    };
    expect(await read({})).toBe(`member mentioned you in ${discussion.name}`);
    expect(await read({ "quorum-locale": "fr" })).toBe(`member vous a mentionné dans ${discussion.name}`);
  });

  it("keep the stored English text of rows written before headlines had a message", async () => {
    const [recipient] = await t.database.db
      .select({ userID: users.userID })
      .from(users)
      .where(eq(users.name, otherName));
    await t.database.db.insert(notifications).values({
      userID: recipient?.userID ?? 0,
      reason: "mention",
      recordType: "discussion",
      recordID: 1,
      headline: "An old headline",
      url: "/discussion/1",
    });
    const response = await request({
      method: "GET",
      url: "/api/v2/notifications",
      headers: { cookie: other, "quorum-locale": "fr" },
    });
    expect(json<Notification[]>(response).some((item) => item.headline === "An old headline")).toBe(true);
  });
});
