import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CURRENT_FORMAT_VERSION,
  migrateLayoutParts,
  UnsupportedFormatVersionError,
} from "../../src/server/layouts/migrations";
import { validateLayoutDocument } from "../../src/server/layouts/validate-document";

interface Fixture {
  formatVersion?: number;
  layoutViewType: string;
  layout: unknown[];
  titleBar?: Record<string, unknown>;
}

const fixture = (name: string): Fixture =>
  JSON.parse(readFileSync(path.join(__dirname, "../fixtures/layouts", name), "utf8")) as Fixture;

/** Every $hydrate key of a document part, depth-first. */
function hydrateKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hydrateKeys);
  if (!value || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const own = typeof node.$hydrate === "string" ? [node.$hydrate] : [];
  return [...own, ...Object.values(node).flatMap(hydrateKeys)];
}

function devices(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(devices);
  if (!value || typeof value !== "object") return [];
  const node = value as { $middleware?: { visibility?: { device?: unknown } } };
  const own = node.$middleware?.visibility ? [node.$middleware.visibility.device] : [];
  return [...own, ...Object.values(value).flatMap(devices)];
}

describe("layout format migrations", () => {
  it("upgrades a format 1 document without formatVersion: legacy aliases become live keys", () => {
    const v1 = fixture("v1-aliases.json");
    const before = structuredClone(v1);
    const migrated = migrateLayoutParts(v1);
    expect(migrated.formatVersion).toBe(CURRENT_FORMAT_VERSION);
    expect(hydrateKeys(migrated.layout)).toEqual([
      "react.section.2-columns",
      "react.breadcrumbs",
      "react.asset.discussionList",
      "react.quick-links",
      "react.section.1-column",
      "react.breadcrumbs",
      "react.quick-links",
      "react.section.2-columns",
      "react.section.3-columns",
      "react.quick-links",
    ]);
    expect(devices(migrated.layout)).toEqual(["desktop", "all", "mobile"]);
    expect(v1).toEqual(before); // pure: the input is untouched
    expect(validateLayoutDocument(migrated)).toEqual([]);
  });

  it("upgrades a document that declares format 1, defaulting a missing device to all and keeping other middleware", () => {
    const migrated = migrateLayoutParts(fixture("v1-explicit.json"));
    expect(hydrateKeys(migrated.layout)).toEqual(["react.section.1-column", "react.quick-links"]);
    const [section] = migrated.layout as { children: { $middleware: unknown }[] }[];
    expect(section?.children[0]?.$middleware).toEqual({
      visibility: { device: "all" },
      "role-filter": { roleIDs: [] },
    });
    expect(validateLayoutDocument(migrated)).toEqual([]);
  });

  it("keeps device values it cannot read, so that validation names them", () => {
    const node = { $hydrate: "react.quick-links", $middleware: { visibility: { device: "fridge" } } };
    const migrated = migrateLayoutParts({
      layout: [{ $hydrate: "react.section.1-column", children: [node] }],
    });
    expect(devices(migrated.layout)).toEqual(["fridge"]);
  });

  it("leaves a current document as it is", () => {
    const current = migrateLayoutParts(fixture("v1-aliases.json"));
    expect(migrateLayoutParts(current)).toEqual(current);
  });

  it("refuses versions it does not know", () => {
    expect(() => migrateLayoutParts({ formatVersion: CURRENT_FORMAT_VERSION + 1, layout: [] })).toThrow(
      UnsupportedFormatVersionError,
    );
    expect(() => migrateLayoutParts({ formatVersion: 0, layout: [] })).toThrow(UnsupportedFormatVersionError);
  });
});
