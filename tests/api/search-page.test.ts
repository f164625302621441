// The /search page is an app page: the server answers it 200 with the shell and its title, whatever the query,
// and the client renders it (tests/unit/search-page.test.tsx).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webPages } from "../../src/server/web/pages";
import { createTestApp, get, type TestApp } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
});
afterAll(() => t.close());

describe("GET /search", () => {
  it.each(["/search", "/search?query=welcome&page=2", "/search/"])(
    "answers %s with the shell and its title",
    async (url) => {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>Search - Quorum Community</title>");
      expect(response.body).not.toContain('"layout":');
    },
  );
});
