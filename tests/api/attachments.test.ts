// Integrations that escalate posts to other systems (docs/reference/integrations.md), against loopback servers that
// speak the documented protocols: the fake GitHub (tests/support/fake-github-server.ts) and a webhook receiver here
// that checks the signature. The catalogue per viewer, the form, escalating and showing the item on the post page,
// refreshing (all or only stale ones), the other system failing (502, nothing stored), bad input, posts the viewer
// cannot read, and integrations switched off.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { attachments } from "../../src/server/db/schema";
import { verifyWebhookSignature } from "../../src/server/services/integrations";
import type { Attachment } from "../../src/types/generated/api/attachment";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { IntegrationCatalog } from "../../src/types/generated/api/integration-catalog";
import type { IntegrationFormSchema } from "../../src/types/generated/api/integration-form-schema";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import type { PostAssetPostAttachmentsHydrated } from "../../src/types/generated/widgets/hydrated/post-attachments";
import { type FakeGitHubServer, startFakeGitHubServer } from "../support/fake-github-server";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";
import { nodes } from "./support/stored-layout";

const REPOSITORY = "quorum-demo/support";
const WEBHOOK_SECRET = "whsec-loopback-test";

let t: TestApp;
let github: FakeGitHubServer;
let admin: string;
let moderator: string;
let member: string;
let memberID: number;
let general: number;
let staff: number;

function send(method: InjectOptions["method"], url: string, cookie: string | undefined, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { ...XRW, cookie } : { ...XRW },
    ...(payload ? { payload: payload as InjectOptions["payload"] } : {}),
  });
}

async function configure(values: Record<string, unknown>) {
  const response = await send("PATCH", "/api/v2/config", admin, values);
  expect(response.statusCode, response.body).toBe(200);
}

const githubOn = {
  "integrations.github.enabled": true,
  "integrations.github.apiUrl": "",
  "integrations.github.repository": REPOSITORY,
  "integrations.github.token": "",
  "integrations.github.writeableContentScope": "staff",
};

async function startDiscussion(cookie: string, name: string, categoryID = general): Promise<Discussion> {
  const response = await send("POST", "/api/v2/discussions", cookie, {
    name,
    body: `${name}: the printer shows **error 42** after the update.`,
    format: "markdown",
    categoryID,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Discussion>(response);
}

function escalate(
  cookie: string | undefined,
  discussionID: number,
  form: object,
  attachmentType = "github-issue",
) {
  return send("POST", "/api/v2/attachments", cookie, {
    attachmentType,
    recordType: "discussion",
    recordID: discussionID,
    ...form,
  });
}

const catalogOf = async (cookie?: string) =>
  json<IntegrationCatalog>(await get(t.app, "/api/v2/attachments/catalog", cookie));

const schemaUrl = (discussionID: number, attachmentType = "github-issue") =>
  `/api/v2/attachments/schema?attachmentType=${attachmentType}&recordType=discussion&recordID=${discussionID}`;

async function storedCount(): Promise<number> {
  return (await t.database.db.select().from(attachments)).length;
}

/** The post page's attachments as its layout hydrates them for this viewer. */
async function shownOnPostPage(discussionID: number, cookie?: string) {
  const response = await get(
    t.app,
    `/api/v2/layouts/lookup-hydrate?layoutViewType=discussion&recordType=discussion&recordID=${discussionID}`,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  const node = nodes(json<HydratedLayout>(response).layout).find(
    (candidate) => candidate.$reactComponent === "PostAttachmentsAsset",
  );
  const props = node?.$reactProps as PostAssetPostAttachmentsHydrated | undefined;
  return props?.integrationAttachments ?? [];
}

beforeAll(async () => {
  github = await startFakeGitHubServer();
  githubOn["integrations.github.apiUrl"] = github.url;
  githubOn["integrations.github.token"] = github.token;
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  moderator = await signIn(t.app, "moderator");
  member = await signIn(t.app, "member");
  memberID = json<{ userID: number }>(await get(t.app, "/api/v2/users/me", member)).userID;
  general = await categoryIDByUrlcode(t.database.db, "general");
  staff = await categoryIDByUrlcode(t.database.db, "staff");
});

afterAll(async () => {
  await t.close();
  await github.close();
});

afterEach(() => {
  github.reset();
  delete process.env.QUORUM_INTEGRATION_TIMEOUT_MS;
});

describe("with every integration off (the default)", () => {
  it("lists none, and refuses the form and escalating", async () => {
    const discussion = await startDiscussion(member, "Nothing to escalate to");
    expect(await catalogOf(moderator)).toEqual({});
    expect((await get(t.app, schemaUrl(discussion.discussionID), moderator)).statusCode).toBe(404);
    const refused = await escalate(moderator, discussion.discussionID, { title: "x" });
    expect(refused.statusCode).toBe(404);
    expect(json<ErrorBody>(refused).message).toBe("This integration is not available.");
    expect(github.requests).toHaveLength(0);
  });
});

describe("GitHub Issues", () => {
  beforeAll(() => configure(githubOn));

  it("is in the catalogue with the viewer's scope: all for staff, none for members and guests", async () => {
    for (const cookie of [moderator, admin]) {
      expect((await catalogOf(cookie))["github-issue"]).toMatchObject({
        attachmentType: "github-issue",
        name: "GitHub Issues",
        label: "Create GitHub Issue",
        writeableContentScope: "all",
        recordTypes: ["discussion", "comment"],
      });
    }
    expect((await catalogOf(member))["github-issue"]?.writeableContentScope).toBe("none");
    expect((await catalogOf())["github-issue"]?.writeableContentScope).toBe("none");
    // The token is the administrators' alone.
    const config = json<Record<string, unknown>>(await get(t.app, "/api/v2/config", member));
    expect(config["integrations.github.token"]).toBeUndefined();
    expect(JSON.stringify(await catalogOf(moderator))).not.toContain(github.token);
  });

  it("answers the form with defaults taken from the post", async () => {
    const discussion = await startDiscussion(member, "Printer on fire");
    const schema = json<IntegrationFormSchema>(
      await get(t.app, schemaUrl(discussion.discussionID), moderator),
    );
    expect(schema).toMatchObject({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      required: ["title"],
      additionalProperties: false,
    });
    expect(Object.keys(schema.properties)).toEqual(["title", "body", "labels"]);
    expect(schema.properties.title?.default).toBe("Printer on fire");
    expect(schema.properties.body?.default).toContain("the printer shows **error 42**");
    expect(schema.properties.body?.default).toContain(
      `${t.app.publicUrl}/discussion/${discussion.discussionID}/printer-on-fire`,
    );
    expect(schema.properties.labels?.["x-control"].inputType).toBe("commaList");
    // Members may not escalate with a staff-only integration; guests must sign in.
    expect((await get(t.app, schemaUrl(discussion.discussionID), member)).statusCode).toBe(403);
    expect((await get(t.app, schemaUrl(discussion.discussionID))).statusCode).toBe(401);
  });

  it("escalates a post to an issue, stores the attachment and shows it on the post page", async () => {
    const discussion = await startDiscussion(member, "Paper jam on every print");
    const response = await escalate(moderator, discussion.discussionID, {
      title: "Paper jam on every print",
      body: "Reported in the community.",
      labels: "bug, printer ,bug",
    });
    expect(response.statusCode, response.body).toBe(201);
    const attachment = json<Attachment>(response);
    const [created] = [...github.issues.values()];
    expect(created).toMatchObject({ title: "Paper jam on every print", body: "Reported in the community." });
    expect(created?.labels.map((label) => label.name)).toEqual(["bug", "printer"]);
    expect(attachment).toMatchObject({
      attachmentType: "github-issue",
      recordType: "discussion",
      recordID: discussion.discussionID,
      sourceID: `#${created?.number}`,
      sourceUrl: `${github.url}/${REPOSITORY}/issues/${created?.number}`,
      status: "open",
      metadata: [
        { labelCode: "Repository", value: REPOSITORY },
        { labelCode: "Labels", value: "bug, printer" },
      ],
    });
    // The request carried what GitHub documents.
    const call = github.requests.find((request) => request.method === "POST");
    expect(call?.path).toBe(`/repos/${REPOSITORY}/issues`);
    expect(call?.headers).toMatchObject({
      authorization: `Bearer ${github.token}`,
      accept: "application/vnd.github+json",
      "x-github-api-version": "2022-11-28",
    });
    for (const cookie of [undefined, member]) {
      const shown = await shownOnPostPage(discussion.discussionID, cookie);
      expect(shown).toEqual([
        {
          attachment: expect.objectContaining({ attachmentID: attachment.attachmentID, status: "open" }),
          integration: { name: "GitHub Issues", externalIDLabel: "Issue", logoIcon: "github" },
        },
      ]);
    }
  });

  it("refreshes picking up a closed state and new labels; onlyStale leaves fresh ones alone", async () => {
    const discussion = await startDiscussion(member, "Scanner offline");
    const attachment = json<Attachment>(
      await escalate(moderator, discussion.discussionID, { title: "Scanner" }),
    );
    const number = Number(attachment.sourceID.slice(1));
    github.closeIssue(REPOSITORY, number);
    github.setLabels(REPOSITORY, number, ["fixed", "scanner"]);
    github.requests.length = 0;

    const onlyStale = await send("POST", "/api/v2/attachments/refresh", moderator, {
      attachmentIDs: [attachment.attachmentID],
      onlyStale: true,
    });
    expect(onlyStale.statusCode, onlyStale.body).toBe(200);
    expect(json<Attachment[]>(onlyStale)[0]?.status).toBe("open");
    expect(github.requests).toHaveLength(0);

    const refreshed = await send("POST", "/api/v2/attachments/refresh", moderator, {
      attachmentIDs: [attachment.attachmentID],
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const [after] = json<Attachment[]>(refreshed);
    expect(after).toMatchObject({
      status: "closed",
      metadata: [
        { labelCode: "Repository", value: REPOSITORY },
        { labelCode: "Labels", value: "fixed, scanner" },
      ],
    });
    expect(Date.parse(after?.dateRefreshed ?? "")).toBeGreaterThan(Date.parse(attachment.dateRefreshed));
    expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /repos/${REPOSITORY}/issues/${number}`,
    ]);
    const [shown] = await shownOnPostPage(discussion.discussionID);
    expect(shown?.attachment.status).toBe("closed");
  });

  it("reads again a stale attachment with onlyStale, and lets members refresh only stale ones", async () => {
    const discussion = await startDiscussion(member, "Toner smudges");
    const attachment = json<Attachment>(
      await escalate(moderator, discussion.discussionID, { title: "Toner" }),
    );
    github.setLabels(REPOSITORY, Number(attachment.sourceID.slice(1)), ["toner"]);
    github.requests.length = 0;
    const refresh = (cookie: string, onlyStale?: boolean) =>
      send("POST", "/api/v2/attachments/refresh", cookie, {
        attachmentIDs: [attachment.attachmentID],
        ...(onlyStale === undefined ? {} : { onlyStale }),
      });
    // A member's refresh of a fresh attachment reads nothing (staff refresh at will; members only stale ones).
    expect(json<Attachment[]>(await refresh(member))[0]?.metadata).toHaveLength(1);
    expect(github.requests).toHaveLength(0);
    await t.database.db
      .update(attachments)
      .set({ dateRefreshed: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(attachments.attachmentID, attachment.attachmentID));
    const stale = json<Attachment[]>(await refresh(member));
    expect(stale[0]?.metadata).toContainEqual({ labelCode: "Labels", value: "toner" });
    expect(github.requests).toHaveLength(1);
    // Guests refresh nothing; IDs that do not exist are left out.
    expect(
      (await send("POST", "/api/v2/attachments/refresh", undefined, { attachmentIDs: [1] })).statusCode,
    ).toBe(401);
    expect(
      json<Attachment[]>(
        await send("POST", "/api/v2/attachments/refresh", moderator, { attachmentIDs: [999999] }),
      ),
    ).toEqual([]);
  });

  it("answers 502 and stores nothing when GitHub fails, does not answer in time, or is down", async () => {
    const discussion = await startDiscussion(member, "Fax machine beeps");
    const before = await storedCount();

    github.failNext(1, 500);
    const failed = await escalate(moderator, discussion.discussionID, { title: "Fax" });
    expect(failed.statusCode).toBe(502);
    expect(json<ErrorBody>(failed)).toMatchObject({
      status: 502,
      message: "GitHub refused the request (500).",
      description: "It said: Server Error",
    });

    process.env.QUORUM_INTEGRATION_TIMEOUT_MS = "300";
    github.hangNext(1);
    const late = await escalate(moderator, discussion.discussionID, { title: "Fax" });
    expect(late.statusCode).toBe(502);
    expect(json<ErrorBody>(late).message).toBe("GitHub did not answer within 0.3 seconds.");

    // A wrong token: GitHub's own 401, never the token in the answer.
    await configure({ "integrations.github.token": "ghp_wrong_token" });
    const refused = await escalate(moderator, discussion.discussionID, { title: "Fax" });
    expect(refused.statusCode).toBe(502);
    expect(refused.body).toContain("Bad credentials");
    expect(refused.body).not.toContain("ghp_wrong_token");

    const down = await startFakeGitHubServer();
    await down.close();
    await configure({ "integrations.github.apiUrl": down.url, "integrations.github.token": github.token });
    const unreachable = await escalate(moderator, discussion.discussionID, { title: "Fax" });
    expect(unreachable.statusCode).toBe(502);
    expect(json<ErrorBody>(unreachable).message).toBe("GitHub could not be reached.");
    await configure(githubOn);

    expect(await storedCount()).toBe(before);
    expect(github.issues.size).toBe(0);
  });

  it("refuses bad input with field errors before calling GitHub", async () => {
    const discussion = await startDiscussion(member, "Monitor flickers");
    const cases: [object, string][] = [
      [{ title: "   " }, "title"],
      [{ body: "no title" }, "title"],
      [{ title: "ok", priority: "high" }, "priority"],
      [{ title: "x".repeat(257) }, "title"],
    ];
    for (const [form, field] of cases) {
      const response = await escalate(moderator, discussion.discussionID, form);
      expect(response.statusCode, JSON.stringify(form)).toBe(400);
      expect(Object.keys(json<ErrorBody>(response).errors ?? {})).toContain(field);
    }
    const badType = await send("POST", "/api/v2/attachments", moderator, {
      attachmentType: "GitHub Issue!",
      recordType: "discussion",
      recordID: discussion.discussionID,
    });
    expect(badType.statusCode).toBe(400);
    const badID = await send("POST", "/api/v2/attachments", moderator, {
      attachmentType: "github-issue",
      recordType: "discussion",
      recordID: 2147483648,
      title: "x",
    });
    expect(badID.statusCode).toBe(400);
    const tooMany = await send("POST", "/api/v2/attachments/refresh", moderator, {
      attachmentIDs: Array.from({ length: 101 }, (_, index) => index + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(github.requests).toHaveLength(0);
  });

  it("answers 404 for a post the viewer cannot read, and 401 to guests", async () => {
    const hidden = await startDiscussion(moderator, "Staff rota", staff);
    await configure({ "integrations.github.writeableContentScope": "own" });
    // The member may escalate their own posts now, but cannot even see this one.
    expect((await get(t.app, schemaUrl(hidden.discussionID), member)).statusCode).toBe(404);
    const refused = await escalate(member, hidden.discussionID, { title: "x" });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain("Staff rota");
    expect((await escalate(moderator, 2147483647, { title: "x" })).statusCode).toBe(404);
    expect((await escalate(undefined, hidden.discussionID, { title: "x" })).statusCode).toBe(401);
    // Nor can a member refresh what a moderator attached to it.
    const attachment = json<Attachment>(await escalate(moderator, hidden.discussionID, { title: "Rota" }));
    const refreshed = await send("POST", "/api/v2/attachments/refresh", member, {
      attachmentIDs: [attachment.attachmentID],
    });
    expect(json<Attachment[]>(refreshed)).toEqual([]);
    await configure(githubOn);
  });

  it("lets members escalate their own posts when the scope says own", async () => {
    const own = await startDiscussion(member, "My keyboard types twice");
    const others = await startDiscussion(moderator, "Moderator's own post");
    expect((await escalate(member, own.discussionID, { title: "Keyboard" })).statusCode).toBe(403);
    await configure({ "integrations.github.writeableContentScope": "own" });
    expect((await catalogOf(member))["github-issue"]?.writeableContentScope).toBe("own");
    const created = await escalate(member, own.discussionID, { title: "Keyboard" });
    expect(created.statusCode, created.body).toBe(201);
    expect(json<Attachment>(created).insertUserID).toBe(memberID);
    expect((await escalate(member, others.discussionID, { title: "Not mine" })).statusCode).toBe(403);
    await configure(githubOn);
  });
});

interface Received {
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A receiver that accepts only requests whose signature is the body's under the shared secret. */
async function startReceiver(answer: (received: Received) => { status: number; body: string }) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = { body: Buffer.concat(chunks).toString("utf8"), headers: request.headers };
      received.push(entry);
      const expected = `sha256=${createHmac("sha256", WEBHOOK_SECRET).update(entry.body).digest("hex")}`;
      const reply =
        request.headers["x-quorum-signature"] === expected
          ? answer(entry)
          : { status: 401, body: JSON.stringify({ message: "Bad signature" }) };
      response.writeHead(reply.status, { "content-type": "application/json" });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/quorum`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("the signed webhook", () => {
  it("posts a signed description of the post and keeps the item the receiver names", async () => {
    const receiver = await startReceiver(() => ({
      status: 201,
      body: JSON.stringify({ id: "SD-7", url: "https://desk.example.com/tickets/SD-7", status: "new" }),
    }));
    await configure({
      "integrations.webhook.enabled": true,
      "integrations.webhook.name": "Support desk",
      "integrations.webhook.url": receiver.url,
      "integrations.webhook.secret": WEBHOOK_SECRET,
    });
    try {
      const catalog = await catalogOf(moderator);
      expect(catalog.webhook).toMatchObject({ name: "Support desk", label: "Send to Support desk" });
      const schema = json<IntegrationFormSchema>(
        await get(
          t.app,
          schemaUrl((await startDiscussion(member, "Schema")).discussionID, "webhook"),
          moderator,
        ),
      );
      expect(Object.keys(schema.properties)).toEqual(["title", "note"]);

      const discussion = await startDiscussion(member, "Wifi drops at noon");
      const response = await escalate(
        moderator,
        discussion.discussionID,
        { title: "Wifi drops", note: "Customer is on the gold plan." },
        "webhook",
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(json<Attachment>(response)).toMatchObject({
        attachmentType: "webhook",
        sourceID: "SD-7",
        sourceUrl: "https://desk.example.com/tickets/SD-7",
        status: "new",
      });
      const [delivery] = receiver.received;
      const signature = String(delivery?.headers["x-quorum-signature"]);
      expect(verifyWebhookSignature(WEBHOOK_SECRET, delivery?.body ?? "", signature)).toBe(true);
      expect(verifyWebhookSignature("another secret", delivery?.body ?? "", signature)).toBe(false);
      expect(Number(delivery?.headers["x-quorum-timestamp"])).toBeGreaterThan(0);
      expect(JSON.parse(delivery?.body ?? "{}")).toEqual({
        event: "escalation",
        post: {
          recordType: "discussion",
          recordID: discussion.discussionID,
          url: `${t.app.publicUrl}/discussion/${discussion.discussionID}/wifi-drops-at-noon`,
          name: "Wifi drops at noon",
          body: "Wifi drops at noon: the printer shows **error 42** after the update.",
          author: { userID: memberID, name: "member" },
        },
        form: { title: "Wifi drops", note: "Customer is on the gold plan." },
      });
      const shown = await shownOnPostPage(discussion.discussionID);
      expect(shown.map((item) => item.integration.name)).toEqual(["Support desk"]);
    } finally {
      await receiver.close();
    }
  });

  it("answers 502 and stores nothing when the receiver refuses or answers without an item", async () => {
    const discussion = await startDiscussion(member, "Projector hums");
    const before = await storedCount();
    for (const answer of [
      { status: 500, body: "{}" },
      { status: 200, body: JSON.stringify({ id: "SD-8" }) },
      { status: 200, body: JSON.stringify({ id: "SD-9", url: "javascript:alert(1)" }) },
      { status: 200, body: "<html>not json</html>" },
    ]) {
      const receiver = await startReceiver(() => answer);
      await configure({ "integrations.webhook.url": receiver.url });
      const response = await escalate(moderator, discussion.discussionID, { title: "Projector" }, "webhook");
      expect(response.statusCode, answer.body).toBe(502);
      await receiver.close();
    }
    // A wrong secret: the receiver refuses the signature.
    const receiver = await startReceiver(() => ({ status: 201, body: "{}" }));
    await configure({
      "integrations.webhook.url": receiver.url,
      "integrations.webhook.secret": "not the secret",
    });
    const refused = await escalate(moderator, discussion.discussionID, { title: "Projector" }, "webhook");
    expect(refused.statusCode).toBe(502);
    expect(json<ErrorBody>(refused).description).toBe("It said: Bad signature");
    await receiver.close();
    expect(await storedCount()).toBe(before);
  });
});

describe("an integration switched off", () => {
  it("leaves the catalogue, refuses escalating, and its attachments are not shown (a warning is logged once)", async () => {
    await configure(githubOn);
    const discussion = await startDiscussion(member, "Laptop will not charge");
    expect((await escalate(moderator, discussion.discussionID, { title: "Charger" })).statusCode).toBe(201);
    await configure({ "integrations.github.enabled": false, "integrations.webhook.enabled": false });
    expect(await catalogOf(moderator)).toEqual({});
    expect((await escalate(moderator, discussion.discussionID, { title: "Again" })).statusCode).toBe(404);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(await shownOnPostPage(discussion.discussionID)).toEqual([]);
      expect(await shownOnPostPage(discussion.discussionID, member)).toEqual([]);
      const warnings = warn.mock.calls.filter(([text]) => String(text).includes('"github-issue"'));
      expect(warnings).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
