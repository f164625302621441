import { describe, expect, test } from "vitest";
import { describeTarget } from "../../../../src/client/editor/dnd/announcement-text";
import { createAnnouncements } from "../../../../src/client/editor/dnd/announcements";
import { createDragStore } from "../../../../src/client/editor/dnd/drag-store";
import { insertWidgetAt, moveSectionTo, moveWidgetTo } from "../../../../src/client/editor/dnd/drop-actions";
import { locate } from "../../../../src/client/editor/model/paths";
import { createEditorStore } from "../../../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument } from "../../../factories/editor";

const catalog = editorCatalog("home");

/** Section 1: one column with "Recent Posts" (w1) · section 2: two columns, three widgets in the secondary column. */
function store() {
  const document = editorDocument({
    name: "Test",
    layoutViewType: "home",
    titleBar: { $hydrate: "react.titleBar" },
    layout: [
      {
        $hydrate: "react.section.1-column",
        children: [{ $hydrate: "react.quick-links", title: "Recent Posts", titleType: "static" }],
      },
      {
        $hydrate: "react.section.2-columns",
        mainBottom: [{ $hydrate: "react.discussion.discussions" }],
        secondaryBottom: [
          { $hydrate: "react.leaderboard" },
          { $hydrate: "react.tag" },
          { $hydrate: "react.newpost" },
        ],
      },
    ],
  });
  return createEditorStore({ document, catalog });
}
// Ids: n1 section · n2 Recent Posts · n3 section · n4 discussions · n5 leaderboard · n6 tag · n7 new post.

describe("drop results", () => {
  test("a move is announced by name, region, position and section", () => {
    const editor = store();
    const result = moveWidgetTo(editor, "n2", {
      target: { sectionID: "n3", region: "secondaryBottom", index: 1 },
      allowed: true,
    });
    expect(result.text).toBe("Recent Posts moved to secondary column, position 2 of 4, section 2.");
    expect(locate(editor.getState().doc, "n2")).toEqual({
      sectionID: "n3",
      region: "secondaryBottom",
      index: 1,
    });
    expect(editor.getState().selection).toEqual({ kind: "widget", id: "n2" });
  });

  test("a refused place is said, and nothing changes", () => {
    const editor = store();
    const before = editor.getState().doc;
    const result = moveWidgetTo(editor, "n4", {
      target: { sectionID: "n3", region: "breadcrumbs", index: 0 },
      allowed: false,
    });
    expect(result.text).toBe("Posts can't go in the breadcrumbs of section 2. Posts was not moved.");
    expect(editor.getState().doc).toBe(before);
  });

  test("a palette drop inserts, selects and names the new widget", () => {
    const editor = store();
    const result = insertWidgetAt(editor, "react.sitetotals", {
      target: { sectionID: "n1", region: "children", index: 0 },
      allowed: true,
    });
    expect(result.text).toBe("Site Totals added to column, position 1 of 2, section 1.");
    expect(result.editorID).not.toBeNull();
    expect(editor.getState().selection).toEqual({ kind: "widget", id: result.editorID });
    expect(editor.getState().doc.layout[0]?.children).toHaveLength(2);
  });

  test("a section move names the section type and its new position", () => {
    const editor = store();
    expect(moveSectionTo(editor, "n3", 0).text).toBe("2 Columns - Default section moved to position 1 of 2.");
    expect(editor.getState().doc.layout[0]?.$editorID).toBe("n3");
    expect(moveSectionTo(editor, "n3", 0).text).toBe("2 Columns - Default section was not moved.");
  });
});

describe("drag announcements", () => {
  test("speak the target the arrow keys chose, and the drop's outcome", () => {
    const editor = store();
    const drags = createDragStore();
    let end = "";
    const announcements = createAnnouncements(editor, drags, () => end);
    const active = {
      id: "widget:desktop:n2",
      data: { current: undefined },
      rect: { current: { initial: null, translated: null } },
    };
    const args = { active, over: null } as unknown as Parameters<typeof announcements.onDragOver>[0];
    drags.setState({
      drag: { kind: "widget", editorID: "n2", frame: "desktop" },
      keyboard: true,
      widgetTarget: { target: { sectionID: "n1", region: "children", index: 0 }, allowed: true },
    });
    expect(announcements.onDragStart(args)).toBe(
      "Picked up Recent Posts, in column, position 1 of 1, section 1. Arrow keys move it, Space drops it, Escape cancels.",
    );
    drags.setState({
      widgetTarget: { target: { sectionID: "n3", region: "secondaryBottom", index: 3 }, allowed: true },
    });
    expect(announcements.onDragOver(args)).toBe(
      "Recent Posts is over secondary column, position 4 of 4, section 2.",
    );
    drags.setState({
      widgetTarget: { target: { sectionID: "n3", region: "breadcrumbs", index: 0 }, allowed: false },
    });
    expect(announcements.onDragOver(args)).toBe("Recent Posts can't go in the breadcrumbs of section 2.");
    end = "Recent Posts moved to secondary column, position 4 of 4, section 2.";
    expect(announcements.onDragEnd(args)).toBe(end);
  });

  test("describeTarget counts the widget once whether it comes from the region or not", () => {
    const { doc } = store().getState();
    const target = { sectionID: "n3", region: "secondaryBottom", index: 0 };
    expect(describeTarget(doc, target, "n5")).toBe("secondary column, position 1 of 3, section 2");
    expect(describeTarget(doc, target, "n2")).toBe("secondary column, position 1 of 4, section 2");
    expect(describeTarget(doc, target, null)).toBe("secondary column, position 1 of 4, section 2");
  });
});
