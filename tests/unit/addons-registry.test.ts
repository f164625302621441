// @vitest-environment node
// The addon registry (src/lib/addons.ts): every addon's switch is a key of the config schema, and what a switched-off
// addon owns — routes (whole, or by body and query), widgets, permissions, menu items, pages, discussion types — is
// told apart from what it does not own.
import { describe, expect, it } from "vitest";
import siteConfigSchema from "../../schemas/config/site-config.schema.json";
import type { LayoutCatalog } from "../../src/client/editor/model/catalog";
import { checkDocument } from "../../src/client/editor/model/problems";
import {
  ADDONS,
  disabledAddonOf,
  disabledDiscussionTypes,
  disabledWidgetKeys,
  enabledAddonFilter,
  enabledPermissions,
  isDisabledAddonPage,
} from "../../src/lib/addons";
import { widgetSchemas } from "../../src/lib/layout/widget-schemas";
import { CATEGORY_PERMISSIONS, GLOBAL_PERMISSIONS } from "../../src/lib/permissions/names";

const ALL = ADDONS.map((addon) => addon.addonID);
const without = (...off: string[]) => ALL.filter((id) => !off.includes(id));

describe("the registry", () => {
  it("switches each addon with a boolean key of the config schema, and names only real widgets and permissions", () => {
    const properties = siteConfigSchema.properties as Record<string, { type?: string; default?: unknown }>;
    const permissions = new Set<string>([...GLOBAL_PERMISSIONS, ...CATEGORY_PERMISSIONS]);
    for (const addon of ADDONS) {
      expect(properties[addon.configKey]?.type, addon.addonID).toBe("boolean");
      for (const key of addon.widgets) expect(widgetSchemas.has(key), key).toBe(true);
      for (const name of addon.permissions) expect(permissions.has(name), name).toBe(true);
    }
    const defaults = ADDONS.filter((addon) => properties[addon.configKey]?.default === false);
    expect(defaults.map((addon) => addon.addonID)).toEqual(["signatures"]);
  });
});

describe("a switched-off addon", () => {
  const qnaOff = without("qna");

  it("owns its routes, whole or by body and query", () => {
    const answer = { method: "PATCH", url: "/comments/:id/answer" };
    expect(disabledAddonOf(answer, qnaOff, false)?.addonID).toBe("qna");
    expect(disabledAddonOf(answer, ALL, false)).toBeUndefined();
    const question = { method: "POST", url: "/discussions", body: { type: "question" } };
    expect(disabledAddonOf(question, qnaOff, false)).toBeUndefined();
    expect(disabledAddonOf(question, qnaOff, true)?.addonID).toBe("qna");
    const discussion = { method: "POST", url: "/discussions", body: { type: "discussion" } };
    expect(disabledAddonOf(discussion, qnaOff, true)).toBeUndefined();
    const listed = { method: "GET", url: "/discussions", query: { type: ["question", "idea"] } };
    expect(disabledAddonOf(listed, qnaOff, true)?.addonID).toBe("qna");
  });

  it("loses its widgets, permissions, pages and discussion types", () => {
    expect([...disabledWidgetKeys(qnaOff)]).toContain("react.discussion.questions");
    expect(disabledWidgetKeys(ALL).size).toBe(0);
    const globals = enabledPermissions(GLOBAL_PERMISSIONS, without("escalations", "tagging"));
    expect(globals).not.toContain("flag.add");
    expect(globals).not.toContain("tags.add");
    expect(globals).toContain("site.manage");
    expect(enabledPermissions(CATEGORY_PERMISSIONS, without("reactions"))).not.toContain(
      "reactions.positive.add",
    );
    expect(isDisabledAddonPage("/post/question/12", qnaOff)).toBe(true);
    expect(isDisabledAddonPage("/post/discussion", qnaOff)).toBe(false);
    expect(isDisabledAddonPage("/post/question", ALL)).toBe(false);
    expect([...disabledDiscussionTypes(qnaOff)]).toEqual(["question"]);
  });

  it("loses its navigation items, named by addon, id or address", () => {
    const include = enabledAddonFilter(qnaOff);
    expect(include({ id: "questions", url: "/x" })).toBe(false);
    expect(include({ url: "/discussions?type=question" })).toBe(false);
    expect(include({ url: "/post/question/5" })).toBe(false);
    expect(include({ addon: "qna", url: "/anything" })).toBe(false);
    expect(include({ id: "posts", url: "/discussions" })).toBe(true);
    expect(enabledAddonFilter(ALL)({ id: "questions" })).toBe(true);
  });
});

describe("the layout editor", () => {
  it("lists a switched-off addon's widget as a problem where the catalogue no longer offers it", () => {
    const doc = {
      layoutID: null,
      name: "Home",
      layoutViewType: "home",
      titleBar: { $hydrate: "react.titleBar" },
      layout: [
        {
          $hydrate: "react.section.1-column",
          $editorID: "s1",
          children: [{ $hydrate: "react.discussion.questions", $editorID: "w1" }],
        },
      ],
    };
    const item = {
      $reactComponent: "X",
      schema: {},
      name: "X",
      widgetGroup: "Widgets",
      iconUrl: "",
      fragmentTypes: [],
    };
    const catalog = (widgets: string[]): LayoutCatalog => ({
      layoutViewType: "home",
      layoutParams: {},
      widgets: Object.fromEntries(widgets.map((key) => [key, item])),
      assets: {},
      sections: { "react.section.1-column": { ...item, allowedWidgetIDs: widgets } },
      middlewares: {},
    });
    const off = checkDocument(doc, catalog([])).problems;
    expect(off.map((problem) => [problem.editorID, problem.code])).toEqual([["w1", "addonSwitchedOff"]]);
    expect(checkDocument(doc, catalog(["react.discussion.questions"])).problems).toEqual([]);
  });
});
