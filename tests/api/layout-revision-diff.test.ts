// GET /layouts/{id}/revisions/{revisionID}/diff?to=: the semantic diff of two revisions, or of a revision and the
// draft the editor opens, with its JSON Patch; who may ask, and the 400 / 404 answers.
import jsonPatch, { type Operation } from "fast-json-patch";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { LayoutEdit } from "../../src/types/generated/api/layout-edit";
import type { LayoutFull } from "../../src/types/generated/api/layout-full";
import type { LayoutRevision } from "../../src/types/generated/api/layout-revision";
import type { LayoutRevisionDiff } from "../../src/types/generated/api/layout-revision-diff";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  member = await signIn(t.app, "member");
});
afterAll(() => t.close());

function post(url: string, payload: object) {
  const options: InjectOptions = { method: "POST", url, headers: { ...XRW, cookie: admin }, payload };
  return t.app.inject(options);
}

const html = (name: string, extra: Record<string, unknown> = {}) => ({
  $hydrate: "react.html",
  name,
  html: `<p>${name}</p>`,
  ...extra,
});

/** Two sections: a one-column one (HTML widgets A, B, C) and an even two-column one (D left, E right). */
function firstDocument() {
  return [
    { $hydrate: "react.section.1-column", children: [html("A"), html("B"), html("C")] },
    { $hydrate: "react.section.2-columns-even", left: [html("D")], right: [html("E")] },
  ];
}

/** A moved to the end, B edited, C removed, D moved to the first section, a new F on the right, E device-limited. */
function secondDocument() {
  return [
    {
      $hydrate: "react.section.1-column",
      children: [html("B", { html: "<p>B, edited</p>" }), html("D"), html("A")],
    },
    {
      $hydrate: "react.section.2-columns-even",
      left: [],
      right: [html("E", { $middleware: { visibility: { device: "mobile" } } }), html("F")],
    },
  ];
}

async function createLayout(): Promise<{ layoutID: number; first: number }> {
  const response = await post("/api/v2/layouts", {
    name: "Compared",
    layoutViewType: "home",
    layout: firstDocument(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const layoutID = Number(json<LayoutFull>(response).layoutID);
  const edit = json<LayoutEdit>(await get(t.app, `/api/v2/layouts/${layoutID}/edit`, admin));
  return { layoutID, first: Number(edit.latestRevisionID) };
}

async function saveDraft(
  layoutID: number,
  base: number,
  layout: unknown[],
  name = "Compared",
): Promise<number> {
  const response = await post(`/api/v2/layouts/${layoutID}/revisions`, {
    name,
    layout,
    baseRevisionID: base,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<LayoutRevision>(response).revisionID;
}

async function revisionDocument(layoutID: number, revisionID: number) {
  const revision = json<LayoutRevision>(
    await get(t.app, `/api/v2/layouts/${layoutID}/revisions/${revisionID}`, admin),
  );
  return { name: revision.name, titleBar: revision.titleBar, layout: revision.layout };
}

/** GET the diff as the admin, another user (their cookie) or a guest (null). */
function diffOf(
  layoutID: number | string,
  revisionID: number | string,
  to: string,
  cookie: string | null = admin,
) {
  return get(t.app, `/api/v2/layouts/${layoutID}/revisions/${revisionID}/diff?to=${to}`, cookie ?? undefined);
}

describe("comparing a revision with the draft", () => {
  it("lists each change in words and gives a patch from the revision to the draft", async () => {
    const { layoutID, first } = await createLayout();
    const draft = await saveDraft(layoutID, first, secondDocument(), "Compared again");
    const response = await diffOf(layoutID, first, "draft");
    expect(response.statusCode, response.body).toBe(200);
    const diff = json<LayoutRevisionDiff>(response);
    expect(diff).toMatchObject({
      layoutID,
      from: { revisionID: first, status: "published", name: "Compared" },
      to: { revisionID: draft, status: "draft", name: "Compared again" },
      matching: "heuristic",
    });
    expect(
      diff.changes.map((change) => [change.kind, change.from?.pointer ?? null, change.to?.pointer ?? null]),
    ).toEqual([
      ["nameChanged", null, null],
      // Of A and B, which swapped places, the later one (B) is said to have moved.
      ["widgetMoved", "/layout/0/children/1", "/layout/0/children/0"],
      ["widgetPropsChanged", "/layout/0/children/1", "/layout/0/children/0"],
      ["widgetMoved", "/layout/1/left/0", "/layout/0/children/1"],
      ["widgetRemoved", "/layout/0/children/2", null],
      ["widgetVisibilityChanged", "/layout/1/right/0", "/layout/1/right/0"],
      ["widgetAdded", null, "/layout/1/right/1"],
    ]);
    expect(diff.changes.map((change) => change.summary)).toEqual([
      "Layout renamed from “Compared” to “Compared again”",
      "Custom HTML moved from section 1, column, position 2 to section 1, column, position 1",
      "Custom HTML: 1 setting changed",
      "Custom HTML moved from section 2, left column, position 1 to section 1, column, position 2",
      "Custom HTML removed from section 1, column, position 3",
      "Custom HTML: visibility rules changed",
      "Custom HTML added in section 2, right column, position 2",
    ]);
    expect(diff.changes[2]?.fields).toEqual([
      {
        field: "html",
        pointer: "/html",
        op: "changed",
        from: "<p>B</p>",
        to: "<p>B, edited</p>",
        words: "html: “<p>B</p>” → “<p>B, edited</p>”",
      },
    ]);
    expect(diff.changes[5]?.fields).toMatchObject([
      { field: "visibility.device", op: "added", to: "mobile" },
    ]);
    // Editor ids are never part of the answer.
    expect(JSON.stringify(diff)).not.toMatch(/fromID|toID|\$editorID/);

    const before = await revisionDocument(layoutID, first);
    const after = await revisionDocument(layoutID, draft);
    const patched = jsonPatch.applyPatch(
      structuredClone(before),
      diff.patch as Operation[],
      true,
    ).newDocument;
    expect(patched).toEqual(after);
    expect(diff.patch.filter((op) => op.op === "move")).toHaveLength(2);
  });

  it("compares with the published document when no newer draft exists", async () => {
    const { layoutID, first } = await createLayout();
    const diff = json<LayoutRevisionDiff>(await diffOf(layoutID, first, "draft"));
    expect(diff.to).toEqual({ revisionID: first, status: "published", name: "Compared" });
    expect(diff.changes).toEqual([]);
    expect(diff.patch).toEqual([]);
  });
});

describe("comparing two revisions", () => {
  it("works either way round", async () => {
    const { layoutID, first } = await createLayout();
    const second = await saveDraft(layoutID, first, secondDocument());
    const forward = json<LayoutRevisionDiff>(await diffOf(layoutID, first, String(second)));
    const backward = json<LayoutRevisionDiff>(await diffOf(layoutID, second, String(first)));
    expect(forward.to).toMatchObject({ revisionID: second, status: "draft" });
    expect(backward.from).toMatchObject({ revisionID: second, status: "draft" });
    const kinds = (diff: LayoutRevisionDiff) => diff.changes.map((change) => change.kind).sort();
    expect(kinds(backward)).toEqual(
      kinds(forward)
        .map((kind) => kind.replace("Removed", "Tmp").replace("Added", "Removed").replace("Tmp", "Added"))
        .sort(),
    );
    const older = await revisionDocument(layoutID, first);
    const newer = await revisionDocument(layoutID, second);
    const apply = (doc: object, diff: LayoutRevisionDiff) =>
      jsonPatch.applyPatch(structuredClone(doc), diff.patch as Operation[], true).newDocument;
    expect(apply(newer, backward)).toEqual(older);
  });

  it("finds nothing between a revision and itself", async () => {
    const { layoutID, first } = await createLayout();
    const diff = json<LayoutRevisionDiff>(await diffOf(layoutID, first, String(first)));
    expect(diff.changes).toEqual([]);
  });
});

describe("refusals", () => {
  let layoutID: number;
  let first: number;
  beforeAll(async () => {
    ({ layoutID, first } = await createLayout());
  });

  it("answers 404 for an unknown layout, revision or `to`, a revision of another layout, and templates", async () => {
    const other = await createLayout();
    const cases: [number | string, number | string, string][] = [
      [987654, first, "draft"],
      [layoutID, 987654, "draft"],
      [layoutID, first, "987654"],
      [layoutID, first, "9999999999"],
      [layoutID, other.first, "draft"],
      [layoutID, first, String(other.first)],
      ["home", 1, "draft"],
    ];
    for (const [id, revisionID, to] of cases) {
      const response = await diffOf(id, revisionID, to);
      expect(response.statusCode, `${id} ${revisionID} ${to}: ${response.body}`).toBe(404);
      expect(json<ErrorBody>(response)).toMatchObject({
        status: 404,
        message: expect.stringMatching(/not found/),
      });
    }
  });

  it("answers 400 with field errors for a missing or malformed `to` and a malformed revision id", async () => {
    const urls = [
      `/api/v2/layouts/${layoutID}/revisions/${first}/diff`,
      `/api/v2/layouts/${layoutID}/revisions/${first}/diff?to=latest`,
      `/api/v2/layouts/${layoutID}/revisions/${first}/diff?to=0`,
      `/api/v2/layouts/${layoutID}/revisions/${first}/diff?to=-3`,
      `/api/v2/layouts/${layoutID}/revisions/${first}/diff?to=draft&extra=1`,
      `/api/v2/layouts/${layoutID}/revisions/abc/diff?to=draft`,
      `/api/v2/layouts/${layoutID}/revisions/0/diff?to=draft`,
    ];
    for (const url of urls) {
      const response = await get(t.app, url, admin);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      const body = json<ErrorBody>(response);
      expect(body.status).toBe(400);
      expect(Object.keys(body.errors ?? {}).length, url).toBeGreaterThan(0);
    }
  });

  it("refuses guests (401) and members (403)", async () => {
    expect((await diffOf(layoutID, first, "draft", null)).statusCode).toBe(401);
    const asMember = await diffOf(layoutID, first, "draft", member);
    expect(asMember.statusCode).toBe(403);
    expect(json<ErrorBody>(asMember).status).toBe(403);
  });
});
