// GET /embed-demo (docs/reference/ui-behaviour.md#embedded-mode): the example host page frames the forum and listens
// only to it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, get, type TestApp } from "./support/app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

it("serves a static HTML page that frames the forum and logs its messages", async () => {
  const response = await get(t.app, "/embed-demo");
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.body).toContain('<iframe id="forum" src="/" title="Embedded forum"></iframe>');
  expect(response.body).toContain('id="embed-log"');
  // Messages from other frames or origins are ignored.
  expect(response.body).toContain(
    "event.source !== frame.contentWindow || event.origin !== window.location.origin",
  );
});
