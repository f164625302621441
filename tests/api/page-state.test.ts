// The state the server inlines into every page matches schemas/api/page-state.schema.json, the one shape the
// server builds it with and the client reads it as: for a guest's layout page and a member's.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webPages } from "../../src/server/web/pages";
import { createTestApp, get, signIn, type TestApp } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;
const schemasDir = path.resolve(import.meta.dirname, "../../schemas");

/** Every schema under schemas/api and schemas/layout, so the page state's references resolve. */
function pageStateValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const dir of ["api", "layout"]) {
    for (const file of readdirSync(path.join(schemasDir, dir)).filter((name) =>
      name.endsWith(".schema.json"),
    ))
      ajv.addSchema(JSON.parse(readFileSync(path.join(schemasDir, dir, file), "utf8")));
  }
  const validate = ajv.getSchema("https://quorum.local/schemas/api/page-state.schema.json");
  if (!validate) throw new Error("page-state.schema.json is not loaded");
  return validate;
}

function stateOf(html: string): unknown {
  const match = html.match(/<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error("no inlined state");
  return JSON.parse(match[1]);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
});
afterAll(() => t.close());

// The first page hydrates a layout, which takes a while on a busy machine.
const SLOW = 120_000;

describe("inlined page state", () => {
  const validate = pageStateValidator();

  it(
    "validates for a guest's layout page, with every part the server sends",
    async () => {
      const state = stateOf((await get(t.app, "/discussions")).body);
      expect(validate(state), JSON.stringify(validate.errors)).toBe(true);
      expect(state).toMatchObject({
        currentUser: { userID: 0 },
        layout: { key: expect.any(String), data: { layoutViewType: "discussionList" } },
        routing: { flags: { discussionList: true } },
        site: { entryUrls: { signInUrl: expect.any(String) }, editContentTimeout: expect.any(Number) },
      });
    },
    SLOW,
  );

  it(
    "validates for a member's page and an error page",
    async () => {
      const cookie = await signIn(t.app, "member");
      const member = stateOf((await get(t.app, "/", cookie)).body);
      expect(validate(member), JSON.stringify(validate.errors)).toBe(true);
      expect(member).toMatchObject({
        currentUser: { name: "member", countUnreadNotifications: expect.any(Number) },
      });
      const missing = stateOf((await get(t.app, "/no/such/page", cookie)).body);
      expect(validate(missing), JSON.stringify(validate.errors)).toBe(true);
    },
    SLOW,
  );
});
