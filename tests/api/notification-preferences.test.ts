// Notification preferences (docs/reference/notifications.md): a member's own (GET/PATCH
// /notification-preferences/{userID}, the form's schema), and per followed category (GET/PATCH
// /categories/{id}/preferences/{userID}): who may read and change them, what following starts with, what Unfollow
// clears, the email switches, and bad input refused by field.
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../src/server/db/seed/demo-data";
import type { CategoryPreferences } from "../../src/types/generated/api/category-preferences";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { FollowedCategory } from "../../src/types/generated/api/followed-category";
import type { NotificationPreferences } from "../../src/types/generated/api/notification-preferences";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs, userIDByName } from "./support/data";

let t: TestApp;
let member: string;
let other: string;
let admin: string;
let memberID: number;
let otherID: number;
let general: number;
let hidden: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  other = await signIn(t.app, DEMO_USERS[3]?.name ?? "");
  admin = await signIn(t.app, "admin");
  memberID = await userIDByName(t.database.db, "member");
  otherID = await userIDByName(t.database.db, DEMO_USERS[3]?.name ?? "");
  general = await categoryIDByUrlcode(t.database.db, "general");
  hidden = (await privateCategoryIDs(t.database.db))[0] ?? 0;
});
afterAll(() => t.close());

function patch(url: string, payload: object, cookie?: string) {
  const options: InjectOptions = {
    method: "PATCH",
    url: `/api/v2${url}`,
    headers: cookie ? { ...XRW, cookie } : XRW,
    payload,
  };
  return t.app.inject(options);
}

async function setConfig(values: Record<string, unknown>) {
  const response = await patch("/config", values, admin);
  expect(response.statusCode, response.body).toBe(200);
}

describe("a member's own preferences", () => {
  it("answers every type with its defaults, the digest, the language and no pause", async () => {
    const response = await get(t.app, `/api/v2/notification-preferences/${memberID}`, member);
    expect(response.statusCode).toBe(200);
    expect(json<NotificationPreferences>(response)).toEqual({
      NewDiscussion: { popup: true, email: false },
      NewComment: { popup: true, email: false },
      Mention: { popup: true, email: true },
      Reply: { popup: true, email: true },
      Reaction: { popup: true, email: false },
      Message: { popup: true, email: true },
      DigestEnabled: { email: true },
      NotificationLanguage: "en",
      PausedUntil: null,
    });
  });

  it("saves one channel of one type, the language and a pause, and keeps the rest", async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const response = await patch(
      `/notification-preferences/${memberID}`,
      { Reaction: { email: true }, NotificationLanguage: "fr", PausedUntil: until },
      member,
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = json<NotificationPreferences>(response);
    expect(saved.Reaction).toEqual({ popup: true, email: true });
    expect(saved.Mention).toEqual({ popup: true, email: true });
    expect(saved.NotificationLanguage).toBe("fr");
    expect(saved.PausedUntil).toBe(until);
    const again = json<NotificationPreferences>(
      await get(t.app, `/api/v2/notification-preferences/${memberID}`, member),
    );
    expect(again).toEqual(saved);
    await patch(
      `/notification-preferences/${memberID}`,
      { PausedUntil: null, NotificationLanguage: "en" },
      member,
    );
  });

  it("is refused to guests (401) and to another member (403); staff who edit members may", async () => {
    expect((await get(t.app, `/api/v2/notification-preferences/${memberID}`)).statusCode).toBe(401);
    expect((await get(t.app, `/api/v2/notification-preferences/${memberID}`, other)).statusCode).toBe(403);
    expect(
      (await patch(`/notification-preferences/${memberID}`, { Mention: { email: false } }, other)).statusCode,
    ).toBe(403);
    const staff = await patch(`/notification-preferences/${otherID}`, { Message: { email: false } }, admin);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(json<NotificationPreferences>(staff).Message).toEqual({ popup: true, email: false });
    expect((await get(t.app, "/api/v2/notification-preferences/999999", admin)).statusCode).toBe(404);
  });

  it("refuses bad input with the errors grouped by field, and changes nothing", async () => {
    const before = await get(t.app, `/api/v2/notification-preferences/${memberID}`, member);
    for (const body of [
      {},
      { Mention: { sms: true } },
      { Mention: { popup: "yes" } },
      { Unknown: { popup: true } },
      { NotificationLanguage: "<script>" },
      { PausedUntil: "tomorrow" },
    ]) {
      const response = await patch(`/notification-preferences/${memberID}`, body, member);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknownLanguage = await patch(
      `/notification-preferences/${memberID}`,
      { NotificationLanguage: "xx" },
      member,
    );
    expect(unknownLanguage.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(unknownLanguage).errors ?? {})).toEqual(["NotificationLanguage"]);
    const past = await patch(
      `/notification-preferences/${memberID}`,
      { PausedUntil: "2020-01-01T00:00:00Z" },
      member,
    );
    expect(Object.keys(json<ErrorBody>(past).errors ?? {})).toEqual(["PausedUntil"]);
    const after = await get(t.app, `/api/v2/notification-preferences/${memberID}`, member);
    expect(after.json()).toEqual(before.json());
  });

  it("describes the form as a JSON Schema whose email and digest controls follow the site's switches", async () => {
    const properties = async () =>
      json<{ properties: Record<string, { properties?: Record<string, unknown> }> }>(
        await get(t.app, "/api/v2/notification-preferences/schema", member),
      ).properties;
    const on = await properties();
    expect(Object.keys(on.Mention?.properties ?? {})).toEqual(["popup", "email"]);
    // Private messages are email-only: the messages badge counts them whatever the preferences say.
    expect(Object.keys(on.Message?.properties ?? {})).toEqual(["email"]);
    expect(on.DigestEnabled).toBeDefined();
    await setConfig({ "emails.digest": false });
    expect((await properties()).DigestEnabled).toBeUndefined();
    await setConfig({ "emails.enabled": false });
    const off = await properties();
    expect(Object.keys(off.Mention?.properties ?? {})).toEqual(["popup"]);
    expect(off.Message).toBeUndefined();
    await setConfig({ "emails.enabled": true, "emails.digest": true });
    expect((await get(t.app, "/api/v2/notification-preferences/schema")).statusCode).toBe(401);
  });

  it("offers pauses as the dates they end, and the member's current pause", async () => {
    const until = new Date(Date.now() + 7_200_000).toISOString();
    await patch(`/notification-preferences/${memberID}`, { PausedUntil: until }, member);
    const schema = json<{
      properties: { PausedUntil: { "x-control": { options: { value: string | null; label: string }[] } } };
    }>(await get(t.app, "/api/v2/notification-preferences/schema", member));
    const options = schema.properties.PausedUntil["x-control"].options;
    expect(options[0]).toEqual({ value: null, label: "Not paused" });
    expect(options[1]?.value).toBe(until);
    expect(options[1]?.label).toMatch(/^Paused until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    const hour = options.find((option) => option.label === "For 1 hour")?.value ?? "";
    expect(Math.abs(new Date(hour).getTime() - Date.now() - 3_600_000)).toBeLessThan(60_000);
    await patch(`/notification-preferences/${memberID}`, { PausedUntil: null }, member);
  });

  it("writes the form in the request's language", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v2/notification-preferences/schema",
      headers: { cookie: member, "quorum-locale": "fr" },
    });
    expect(response.statusCode).toBe(200);
    const schema = json<{
      properties: Record<string, { "x-control": { label: string; options?: { label: string }[] } }>;
    }>(response);
    expect(schema.properties.PausedUntil?.["x-control"].label).toBe("Suspendre les notifications");
    expect(schema.properties.PausedUntil?.["x-control"].options?.[0]?.label).toBe("Non suspendues");
    expect(schema.properties.NotificationLanguage?.["x-control"].label).toBe("Langue des e-mails");
  });
});

describe("a followed category's preferences", () => {
  const url = () => `/categories/${general}/preferences/${memberID}`;

  it("unfollowed, has nothing on", async () => {
    await patch(url(), { "preferences.followed": false }, member); // the demo's member follows General
    const response = await get(t.app, `/api/v2${url()}`, member);
    expect(response.statusCode).toBe(200);
    expect(Object.values(json<CategoryPreferences>(response)).every((value) => value === false)).toBe(true);
  });

  it("following alone starts from the member's defaults, with the digest when digests are on", async () => {
    await patch(`/notification-preferences/${memberID}`, { NewComment: { email: true } }, member);
    const response = await patch(url(), { "preferences.followed": true }, member);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<CategoryPreferences>(response)).toEqual({
      "preferences.followed": true,
      "preferences.email.digest": true,
      "preferences.popup.posts": true,
      "preferences.email.posts": false,
      "preferences.popup.comments": true,
      "preferences.email.comments": true,
    });
    // Following again changes nothing.
    const again = await patch(url(), { "preferences.followed": true }, member);
    expect(json<CategoryPreferences>(again)["preferences.email.comments"]).toBe(true);
  });

  it("changes one key, lists the category on the followed-content page, and Unfollow clears everything", async () => {
    const changed = await patch(url(), { "preferences.popup.posts": false }, member);
    expect(json<CategoryPreferences>(changed)["preferences.popup.posts"]).toBe(false);
    const listed = json<FollowedCategory[]>(
      await get(t.app, `/api/v2/notification-preferences/${memberID}/categories`, member),
    );
    const entry = listed.find((category) => category.categoryID === general);
    expect(entry?.url).toMatch(/\/categories\/general$/);
    expect(entry?.canDigest).toBe(true);
    expect(entry?.preferences["preferences.popup.posts"]).toBe(false);
    const unfollowed = await patch(url(), { "preferences.followed": false }, member);
    expect(Object.values(json<CategoryPreferences>(unfollowed)).every((value) => value === false)).toBe(true);
    const after = json<FollowedCategory[]>(
      await get(t.app, `/api/v2/notification-preferences/${memberID}/categories`, member),
    );
    expect(after.some((category) => category.categoryID === general)).toBe(false);
  });

  it("turning a notification on follows the category", async () => {
    const response = await patch(url(), { "preferences.popup.comments": true }, member);
    expect(json<CategoryPreferences>(response)["preferences.followed"]).toBe(true);
    await patch(url(), { "preferences.followed": false }, member);
  });

  it("refuses email keys while emails are off and the digest where there is none, by field", async () => {
    await setConfig({ "emails.enabled": false });
    const email = await patch(
      url(),
      { "preferences.email.posts": true, "preferences.email.comments": true },
      member,
    );
    expect(email.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(email).errors ?? {}).sort()).toEqual([
      "preferences.email.comments",
      "preferences.email.posts",
    ]);
    // Following while emails are off starts with no email and no digest.
    const followed = json<CategoryPreferences>(await patch(url(), { "preferences.followed": true }, member));
    expect(followed["preferences.email.comments"]).toBe(false);
    expect(followed["preferences.email.digest"]).toBe(false);
    await setConfig({ "emails.enabled": true, "emails.digest": false });
    const digest = await patch(url(), { "preferences.email.digest": true }, member);
    expect(Object.keys(json<ErrorBody>(digest).errors ?? {})).toEqual(["preferences.email.digest"]);
    await setConfig({ "emails.digest": true });
    await patch(url(), { "preferences.followed": false }, member);
  });

  it("an administrator keeps a category out of digests: its digest is refused and the list says so", async () => {
    expect((await patch(`/categories/${general}`, { allowDigest: false }, member)).statusCode).toBe(403);
    const saved = await patch(`/categories/${general}`, { allowDigest: false }, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ categoryID: general, allowDigest: false });
    const listed = json<{ categoryID: number; name: string; depth: number; allowDigest: boolean }[]>(
      await get(t.app, "/api/v2/category-settings", admin),
    );
    expect(listed.find((row) => row.categoryID === general)).toMatchObject({
      name: "General Discussion",
      allowDigest: false,
    });
    expect(listed.length).toBeGreaterThan(3);
    expect(listed[0]?.depth).toBe(1);
    expect((await get(t.app, "/api/v2/category-settings", member)).statusCode).toBe(403);
    const followed = json<CategoryPreferences>(await patch(url(), { "preferences.followed": true }, member));
    expect(followed["preferences.email.digest"]).toBe(false);
    expect((await patch(url(), { "preferences.email.digest": true }, member)).statusCode).toBe(400);
    const followedList = json<FollowedCategory[]>(
      await get(t.app, `/api/v2/notification-preferences/${memberID}/categories`, member),
    );
    expect(followedList.find((category) => category.categoryID === general)?.canDigest).toBe(false);
    expect((await patch("/categories/general", { allowDigest: true }, admin)).json()).toMatchObject({
      categoryID: general,
      allowDigest: true,
    });
    expect((await patch(`/categories/${hidden}`, { allowDigest: true }, member)).statusCode).toBe(404);
    expect((await patch(`/categories/${general}`, { name: "Renamed" }, admin)).statusCode).toBe(400);
    await patch(url(), { "preferences.followed": false }, member);
  });

  it("tells category lists' follow buttons which categories may be in a digest", async () => {
    const digestIDs = async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v2/layouts/hydrate",
        headers: { ...XRW, cookie: admin },
        payload: {
          layoutViewType: "home",
          params: {},
          layout: [
            {
              $hydrate: "react.section.1-column",
              children: [
                { $hydrate: "react.categories", categoryOptions: { followButton: { display: true } } },
              ],
            },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const section = response.json<{
        layout: { $reactProps: { children: { $reactProps: Record<string, unknown> }[] } }[];
      }>().layout[0];
      const follow = section?.$reactProps.children[0]?.$reactProps.follow as { digestCategoryIDs: number[] };
      return follow.digestCategoryIDs;
    };
    expect(await digestIDs()).toContain(general);
    await patch(`/categories/${general}`, { allowDigest: false }, admin);
    expect(await digestIDs()).not.toContain(general);
    await patch(`/categories/${general}`, { allowDigest: true }, admin);
    await setConfig({ "emails.digest": false });
    expect(await digestIDs()).toEqual([]);
    await setConfig({ "emails.digest": true });
  });

  it("is 401 for guests, 403 for another member, 404 for a category the viewer may not see, 400 for unknown keys", async () => {
    expect((await get(t.app, `/api/v2${url()}`)).statusCode).toBe(401);
    expect((await patch(url(), { "preferences.followed": true }, other)).statusCode).toBe(403);
    expect(
      (await patch(`/categories/${hidden}/preferences/${memberID}`, { "preferences.followed": true }, member))
        .statusCode,
    ).toBe(404);
    expect((await patch(url(), { "preferences.popup.everything": true }, member)).statusCode).toBe(400);
    expect((await patch(url(), {}, member)).statusCode).toBe(400);
  });
});
