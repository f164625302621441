// A stored page deflated once and sent with each response's nonce (src/server/cache/spliced-gzip.ts): what a
// browser inflates is exactly the page with that nonce in every placeholder's place.
import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareSplicedGzip, splicedGzip } from "../../src/server/cache/spliced-gzip";

const PLACEHOLDER = "quorum-nonce-0123456789abcdef";

function page(pieces: string[]): string {
  return pieces.join(PLACEHOLDER);
}

describe("spliced gzip", () => {
  const cases: Record<string, string> = {
    "a page with two nonces": page([
      '<!doctype html><html><head><script nonce="',
      '">addEventListener("error", () => {})</script><script nonce="',
      `" type="module" src="/assets/index.js"></script></head><body>${"<p>Hello, forum</p>".repeat(2000)}</body></html>`,
    ]),
    "no placeholder at all": "<p>plain</p>".repeat(100),
    "placeholders at both ends and side by side": page(["", "a", "", "é – 日本語", ""]),
    "an empty page": "",
  };
  for (const [name, body] of Object.entries(cases)) {
    it(`inflates to the page with the response's nonce: ${name}`, () => {
      const prepared = prepareSplicedGzip(body, PLACEHOLDER);
      for (const nonce of [randomBytes(16).toString("base64"), "n", ""]) {
        expect(gunzipSync(splicedGzip(prepared, nonce)).toString("utf8")).toBe(
          body.replaceAll(PLACEHOLDER, nonce),
        );
      }
    });
  }

  it("carries a nonce longer than a stored block holds", () => {
    const nonce = "x".repeat(70_000);
    const body = page(["<a>", "<b>"]);
    expect(gunzipSync(splicedGzip(prepareSplicedGzip(body, PLACEHOLDER), nonce)).toString()).toBe(
      `<a>${nonce}<b>`,
    );
  });

  it("is about as small as the page gzipped whole", () => {
    const body = page(["<head>", `</head><body>${randomBytes(3000).toString("hex").repeat(20)}</body>`]);
    const spliced = splicedGzip(prepareSplicedGzip(body, PLACEHOLDER), "abc").length;
    expect(spliced).toBeLessThan(gzipSync(body.replaceAll(PLACEHOLDER, "abc")).length + 64);
    expect(spliced).toBeLessThan(body.length / 5);
  });
});
