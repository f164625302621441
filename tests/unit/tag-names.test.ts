// Tag names as typed and as stored (src/lib/tag-names.ts, docs/reference/curation.md#tags): spaces collapsed, one
// urlcode per tag made of the name's letters and digits, and one name per tag in a list.
import { describe, expect, it } from "vitest";
import { distinctTagNames, normalizeTagName, tagUrlcode } from "../../src/lib/tag-names";

describe("tag names", () => {
  it("trims and collapses spaces, and normalises Unicode", () => {
    expect(normalizeTagName("  Dark \t mode  ")).toBe("Dark mode");
    expect(normalizeTagName("ｆｕｌｌ width")).toBe("full width");
  });

  it("makes the urlcode of the name's letters and digits, lower case", () => {
    expect(tagUrlcode("Dark Mode!")).toBe("dark-mode");
    expect(tagUrlcode("--C++ / Rust--")).toBe("c-rust");
    expect(tagUrlcode("Éléphant 2")).toBe("éléphant-2");
    expect(tagUrlcode("日本語")).toBe("日本語");
  });

  it("has no urlcode for a name without a letter or digit", () => {
    expect(tagUrlcode("!!!")).toBe("");
    expect(tagUrlcode("   ")).toBe("");
  });

  it("keeps urlcodes within 50 characters, without a trailing dash", () => {
    const code = tagUrlcode(`${"a".repeat(49)} b`);
    expect(code.length).toBeLessThanOrEqual(50);
    expect(code.endsWith("-")).toBe(false);
  });

  it("keeps the first of several names of one tag, and drops empty ones", () => {
    expect(distinctTagNames(["Dark mode", "dark-mode", " ", "DARK MODE!", "Light"])).toEqual([
      "Dark mode",
      "Light",
    ]);
  });
});
