import { describe, expect, it } from "vitest";
import { excerptOf } from "../../src/server/services/format";
import { slugify } from "../../src/server/services/urls";

describe("excerptOf", () => {
  it("gives plain text cut at a word boundary", () => {
    const text = `${"word ".repeat(60)}end`;
    const excerpt = excerptOf(text, 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith("word…")).toBe(true);
    expect(excerptOf("Read [the guide](https://x.test) **now**", 200)).toBe("Read the guide now");
  });
});

describe("slugify", () => {
  it("keeps letters and digits of any script, dashes the rest", () => {
    expect(slugify("How do I configure SSO? (v4.2)")).toBe("how-do-i-configure-sso-v4-2");
    expect(slugify("Café öffnen")).toBe(encodeURIComponent("café-öffnen"));
    expect(slugify("???")).toBe("discussion");
  });
});
