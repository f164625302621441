// The XSS corpus through the API: every payload as a discussion title and body and as a comment in each format is
// accepted or refused with a 4xx (never a 5xx), and what the API answers holds no live markup: no script or style
// element, no event handler, no script address. The browser-side check is tests/e2e/xss.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { XSS_CORPUS } from "../factories/xss-corpus";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

let t: TestApp;
let admin: string;
let general: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  general = await categoryIDByUrlcode(t.database.db, "general");
});
afterAll(() => t.close());

/** Live markup a browser would run, in HTML the API sends: looked for in its tags, not in its (escaped) text. */
function liveMarkup(html: string): string[] {
  const found = new Set<string>();
  for (const [tag, name = ""] of html.matchAll(/<([a-zA-Z][\w-]*)[^>]*>/g)) {
    if (/^(script|style|object|embed|form|svg|math|base|meta|link)$/i.test(name)) found.add(`<${name}>`);
    if (
      name.toLowerCase() === "iframe" &&
      !/src="https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(tag)
    )
      found.add("foreign iframe");
    // Attribute values are quoted and escaped: a handler is an attribute name outside them.
    if (/\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"/g, '""'))) found.add(`handler in ${tag}`);
    if (/(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i.test(tag)) found.add(`address in ${tag}`);
  }
  return [...found];
}

const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/v2${url}`, headers: { ...XRW, cookie: admin }, payload });

describe("the XSS corpus through the API", () => {
  it("refuses the NUL character with 400 wherever it comes, never a server error", async () => {
    const body = await post("/discussions", {
      categoryID: general,
      name: "Nul",
      body: "a\u0000b",
      format: "markdown",
    });
    expect(body.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(body).errors)).toEqual(["body"]);
    expect((await get(t.app, "/api/v2/discussions?query=a%00b")).statusCode).toBe(400);
  });

  it("stores every payload as a discussion and answers it inert", async () => {
    const problems: string[] = [];
    let stored = 0;
    for (const [index, payload] of XSS_CORPUS.entries()) {
      const response = await post("/discussions", {
        categoryID: general,
        name: payload.trim() && payload.length <= 100 ? payload : `Long payload ${index}`,
        body: `${payload}\n\nxsscorpus ${index}`,
        format: "markdown",
      });
      // Refused input is fine (text with U+0000, say); a failure of the server is not.
      if (response.statusCode >= 400 && response.statusCode < 500) continue;
      if (response.statusCode !== 201) {
        problems.push(`${JSON.stringify(payload)}: ${response.statusCode} ${response.body}`);
        continue;
      }
      stored += 1;
      const created = json<Discussion>(response);
      const read = json<Discussion>(await get(t.app, `/api/v2/discussions/${created.discussionID}`));
      const live = liveMarkup(read.body ?? "");
      if (live.length) problems.push(`${JSON.stringify(payload)}: ${live.join(", ")} in ${read.body}`);
    }
    expect(problems).toEqual([]);
    // Only the payloads holding U+0000 are refused as discussions.
    expect(stored).toBe(XSS_CORPUS.filter((payload) => !payload.includes("\u0000")).length);
  });

  it("stores every payload as a comment in each format and answers it inert", async () => {
    const discussion = json<Discussion>(
      await post("/discussions", {
        categoryID: general,
        name: "Comments",
        body: "Corpus",
        format: "markdown",
      }),
    );
    const problems: string[] = [];
    for (const format of ["markdown", "text", "html"]) {
      for (const payload of XSS_CORPUS) {
        const response = await post("/comments", {
          discussionID: discussion.discussionID,
          body: `${payload}\n\nxsscorpus`,
          format,
        });
        // A body that sanitizes to nothing is refused (400): fine, as long as it is not a server failure.
        if (response.statusCode >= 400 && response.statusCode < 500) continue;
        if (response.statusCode !== 201) {
          problems.push(`${format} ${JSON.stringify(payload)}: ${response.statusCode} ${response.body}`);
          continue;
        }
        const live = liveMarkup(json<Comment>(response).body);
        if (live.length) problems.push(`${format} ${JSON.stringify(payload)}: ${live.join(", ")}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
