// Addons (docs/reference/addons.md, src/lib/addons.ts): GET /addons and PATCH /addons/{addonID} for the managers,
// audited; and what switching one off does: its routes answer 404 (whole, or by body and query), its widgets leave
// the catalogue and hydrate to nothing, its pages answer 404, its menu items and quick links go, a question reads as
// a discussion, and the page state names the addons still on.
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "../../src/server/db/schema";
import type { Addon } from "../../src/types/generated/api/addon";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { LayoutCatalog } from "../../src/types/generated/api/layout-catalog";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";
import { pagesPlugin } from "./support/guest-cache";
import { home, nodes, storeHome } from "./support/stored-layout";

let t: TestApp;
let admin: string;
let member: string;
let general: number;

beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [pagesPlugin] });
  admin = await signIn(t.app, "admin");
  member = await signIn(t.app, "member");
  general = await categoryIDByUrlcode(t.database.db, "general");
});
afterAll(() => t.close());

function send(method: InjectOptions["method"], url: string, payload?: unknown, cookie = admin) {
  return t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...XRW, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
  });
}

async function switchAddon(addonID: string, enabled: boolean): Promise<LightMyRequestResponse> {
  const response = await send("PATCH", `/addons/${addonID}`, { enabled });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function newPost(type: "discussion" | "question", cookie = member) {
  return send(
    "POST",
    "/discussions",
    { name: `A ${type}`, body: "Some words.", format: "markdown", categoryID: general, type },
    cookie,
  );
}

function pageState(response: LightMyRequestResponse): { site: { name: string; addons?: string[] } } {
  const text = /<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s.exec(
    response.body,
  )?.[1];
  return JSON.parse(text ?? "{}");
}

describe("GET and PATCH /addons", () => {
  it("lists every addon with its switch, signatures off by default", async () => {
    const response = await send("GET", "/addons?type=addon");
    expect(response.statusCode, response.body).toBe(200);
    const addons = json<Addon[]>(response);
    expect(addons.map((addon) => addon.addonID)).toEqual([
      "qna",
      "reactions",
      "tagging",
      "signatures",
      "translation",
      "escalations",
    ]);
    // The demo seed switches signatures on; without its row the default (off) shows.
    expect(addons.every((addon) => addon.enabled)).toBe(true);
    await t.database.db.delete(config).where(eq(config.key, "signatures.enabled"));
    const defaults = json<Addon[]>(await send("GET", "/addons?type=addon"));
    expect(defaults.filter((addon) => !addon.enabled).map((addon) => addon.addonID)).toEqual(["signatures"]);
    expect(addons[0]).toMatchObject({ type: "addon", name: "Q&A", configKey: "addons.qna.enabled" });
    const other = await send("GET", "/addons?type=theme");
    expect(json<Addon[]>(other)).toEqual([]);
  });

  it("answers in the reader's language", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v2/addons",
      headers: { ...XRW, cookie: admin, "quorum-locale": "fr" },
    });
    const reports = json<Addon[]>(response).find((addon) => addon.addonID === "escalations");
    expect(reports?.name).toBe("Signalements");
  });

  it("switches an addon through its config key, audited, and refuses unknown addons and bad bodies", async () => {
    const off = await switchAddon("tagging", false);
    expect(json<Addon>(off)).toMatchObject({ addonID: "tagging", enabled: false });
    expect(Number(off.headers["x-audit-log-id"])).toBeGreaterThan(0);
    const config = await send("GET", "/config?select=tagging.enabled");
    expect(json<Record<string, unknown>>(config)).toEqual({ "tagging.enabled": false });
    // The old flag and the switch are one key: writing the flag moves the switch.
    await send("PATCH", "/config", { "tagging.enabled": true });
    const listed = json<Addon[]>(await send("GET", "/addons"));
    expect(listed.find((addon) => addon.addonID === "tagging")?.enabled).toBe(true);

    const unknown = await send("PATCH", "/addons/knowledgeBase", { enabled: true });
    expect(unknown.statusCode).toBe(404);
    expect(json<ErrorBody>(unknown).message).toBe("Addon not found.");
    expect((await send("PATCH", "/addons/qna", { enabled: "no" })).statusCode).toBe(400);
    expect((await send("PATCH", "/addons/qna", {})).statusCode).toBe(400);
    expect((await send("PATCH", "/addons/qna", { enabled: false }, member)).statusCode).toBe(403);
  });
});

describe("Q&A switched off", () => {
  it("answers its routes 404, drops its widgets, pages and links, and shows questions as discussions", async () => {
    const question = json<Discussion>(await newPost("question"));
    const answer = await send("POST", "/comments", {
      discussionID: question.discussionID,
      body: "An answer.",
      format: "markdown",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const commentID = json<{ commentID: number }>(answer).commentID;
    await storeHome(t, [{ $hydrate: "react.discussion.questions" }, { $hydrate: "react.quick-links" }]);
    const questionsBefore = nodes((await home(t)).layout).filter(
      (node) => node.$reactComponent === "DiscussionsWidget",
    );
    expect(questionsBefore).toHaveLength(1);

    await switchAddon("qna", false);
    try {
      // Routes: whole, or by body and query; the same routes for other types still work.
      const review = await send("PATCH", `/comments/${commentID}/answer`, { status: "accepted" }, member);
      expect(review.statusCode).toBe(404);
      expect((await newPost("question")).statusCode).toBe(404);
      expect((await newPost("discussion")).statusCode).toBe(201);
      expect((await get(t.app, "/api/v2/discussions?type=question")).statusCode).toBe(404);
      expect((await get(t.app, "/api/v2/discussions?type=discussion")).statusCode).toBe(200);
      const retype = await send("PUT", `/discussions/${question.discussionID}/type`, { type: "question" });
      expect(retype.statusCode).toBe(404);

      // The catalogue no longer offers its widgets; a layout holding one hydrates without it.
      const catalog = json<LayoutCatalog>(
        await get(t.app, "/api/v2/layouts/catalog?layoutViewType=home", admin),
      );
      expect(Object.keys(catalog.widgets)).not.toContain("react.discussion.questions");
      expect(catalog.sections["react.section.1-column"]?.allowedWidgetIDs).not.toContain(
        "react.discussion.questions",
      );
      const layout = nodes((await home(t)).layout);
      expect(layout.filter((node) => node.$reactComponent === "DiscussionsWidget")).toEqual([]);
      expect(layout.filter((node) => node.$reactComponent === "LayoutError")).toEqual([]);
      const links = layout.find((node) => node.$reactComponent === "QuickLinks")?.$reactProps as {
        links: { id: string }[];
      };
      expect(links.links.map((link) => link.id)).not.toContain("questions");

      // The question's page is a discussion's; the question form is no page; the state names the addons on.
      const post = await get(
        t.app,
        `/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=${question.discussionID}`,
        member,
      );
      expect(json<HydratedLayout>(post).layoutViewType).toBe("discussion");
      const form = await t.app.inject({ method: "GET", url: "/post/question" });
      expect(form.statusCode).toBe(404);
      const homePage = await t.app.inject({ method: "GET", url: "/" });
      expect(pageState(homePage).site.addons).not.toContain("qna");
      expect(pageState(homePage).site.addons).toContain("reactions");
    } finally {
      await switchAddon("qna", true);
    }
    const catalog = json<LayoutCatalog>(
      await get(t.app, "/api/v2/layouts/catalog?layoutViewType=home", admin),
    );
    expect(Object.keys(catalog.widgets)).toContain("react.discussion.questions");
    const review = await send("PATCH", `/comments/${commentID}/answer`, { status: "accepted" }, member);
    expect(review.statusCode, review.body).toBe(200);
  });
});

describe("other addons switched off", () => {
  it("answers reactions and reports 404", async () => {
    const discussion = json<Discussion>(await newPost("discussion"));
    await switchAddon("reactions", false);
    await switchAddon("escalations", false);
    try {
      const react = await send("POST", `/discussions/${discussion.discussionID}/reactions`, {
        reactionType: "up",
      });
      expect(react.statusCode).toBe(404);
      const reported = await send("POST", "/reports", {
        recordType: "discussion",
        recordID: discussion.discussionID,
        reason: "spam",
      });
      expect(reported.statusCode).toBe(404);
      expect((await send("GET", "/reports")).statusCode).toBe(404);
      // The post meta's score is the votes': it goes with them.
      const post = await get(
        t.app,
        `/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=${discussion.discussionID}`,
        member,
      );
      const meta = nodes(json<HydratedLayout>(post).layout).find(
        (node) => node.$reactComponent === "PostMetaAsset",
      );
      const fields =
        (meta?.$reactProps as { postFields?: { postFieldID: string }[] } | undefined)?.postFields ?? [];
      expect(fields.map((field) => field.postFieldID)).toEqual([
        "views",
        "comments",
        "posted",
        "lastActivity",
      ]);
    } finally {
      await switchAddon("reactions", true);
      await switchAddon("escalations", true);
    }
    expect((await send("GET", "/reports")).statusCode).toBe(200);
  });
});
