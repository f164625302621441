// @vitest-environment node
// The shared factories: deterministic, and their output matches the API schemas the real server answers with.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { beforeEach, describe, expect, it } from "vitest";
import {
  ANCHOR_TIME,
  makeBreadcrumbs,
  makeCategory,
  makeCategoryList,
  makeCategoryTree,
  makeCurrentUser,
  makeDiscussion,
  makeDiscussions,
  makeTag,
  makeUser,
  resetFactories,
} from "../factories";

const apiDir = path.resolve(import.meta.dirname, "../../schemas/api");
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
for (const file of readdirSync(apiDir).filter((name) => name.endsWith(".schema.json"))) {
  ajv.addSchema(JSON.parse(readFileSync(path.join(apiDir, file), "utf8")));
}

function schemaErrors(schemaFile: string, value: unknown): unknown[] {
  const validate = ajv.getSchema(`https://quorum.local/schemas/api/${schemaFile}`);
  if (!validate) throw new Error(`No schema ${schemaFile}`);
  return validate(value) ? [] : (validate.errors ?? []);
}

beforeEach(() => resetFactories());

describe("factories", () => {
  it("make the same records on every call", () => {
    expect(makeDiscussions(8)).toEqual(makeDiscussions(8));
    expect(makeCategoryTree()).toEqual(makeCategoryTree());
    expect(makeUser({ userID: 3 })).toEqual(makeUser({ userID: 3 }));
  });

  it("number records without an id in sequence, and restart after a reset", () => {
    const first = [makeUser().userID, makeUser().userID];
    resetFactories();
    expect(first).toEqual([1, 2]);
    expect(makeUser().userID).toBe(1);
  });

  it("make records that match the API schemas", () => {
    for (const discussion of makeDiscussions(24))
      expect(schemaErrors("discussion.schema.json", discussion)).toEqual([]);
    for (const category of makeCategoryList())
      expect(schemaErrors("category.schema.json", category)).toEqual([]);
    for (const category of makeCategoryTree())
      expect(schemaErrors("category.schema.json", category)).toEqual([]);
    expect(schemaErrors("user-fragment.schema.json", makeUser())).toEqual([]);
    expect(schemaErrors("current-user.schema.json", makeCurrentUser())).toEqual([]);
    expect(schemaErrors("tag.schema.json", makeTag())).toEqual([]);
    for (const crumb of makeBreadcrumbs(5)) expect(schemaErrors("breadcrumb.schema.json", crumb)).toEqual([]);
  });

  it("date everything before the anchor date, with comments after the start", () => {
    for (const discussion of makeDiscussions(24)) {
      expect(Date.parse(discussion.dateInserted)).toBeLessThan(ANCHOR_TIME);
      expect(Date.parse(discussion.dateLastComment)).toBeGreaterThanOrEqual(
        Date.parse(discussion.dateInserted),
      );
      expect(Date.parse(discussion.dateLastComment)).toBeLessThanOrEqual(ANCHOR_TIME);
    }
  });

  it("apply overrides, per index when given a function", () => {
    const pinned = makeDiscussions(3, (index) => ({ pinned: index === 0, categoryID: 4 }));
    expect(pinned.map((discussion) => discussion.pinned)).toEqual([true, false, false]);
    expect(pinned.every((discussion) => discussion.category?.name === "Getting Started")).toBe(true);
    expect(makeDiscussion({ discussionID: 99, name: "Custom title" }).url).toBe(
      "/discussion/99/custom-title",
    );
  });

  it("build a consistent category tree with totals that include children", () => {
    const support = makeCategoryTree().find((category) => category.name === "Help & Support");
    const children = support?.children ?? [];
    expect(children.map((child) => child.name)).toEqual([
      "Getting Started",
      "Troubleshooting",
      "Account & Billing",
    ]);
    expect(
      children.every((child) => child.parentCategoryID === support?.categoryID && child.depth === 2),
    ).toBe(true);
    const childTotal = children.reduce((sum, child) => sum + child.countAllDiscussions, 0);
    expect(support?.countAllDiscussions).toBe(childTotal);
    expect(makeCategory({ categoryID: 5 }).name).toBe("Troubleshooting");
  });

  it("make breadcrumbs from Home down to the category", () => {
    expect(makeBreadcrumbs(5).map((crumb) => crumb.name)).toEqual([
      "Home",
      "Help & Support",
      "Troubleshooting",
    ]);
    expect(makeBreadcrumbs()).toEqual([{ name: "Home", url: "/" }]);
  });
});
