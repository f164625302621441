// The dashboard's view type table must say what the server's says (labels, templates, where each applies): the
// client may not import server code, so this test is what keeps the copy honest.
import { describe, expect, it } from "vitest";
import { DASHBOARD_VIEW_TYPES, globalTargetLabel } from "../../../../src/client/editor/pages/view-types";
import { VIEW_TYPES } from "../../../../src/server/layouts/view-types";

describe("dashboard view types", () => {
  it("match the server's view types one for one", () => {
    const server = VIEW_TYPES.map(({ name, label, templateID, recordTypes }) => ({
      name,
      label,
      templateID,
      recordTypes,
    }));
    expect(DASHBOARD_VIEW_TYPES).toEqual(server);
  });

  it("words the global target like Vanilla's apply dialog", () => {
    expect(globalTargetLabel("home")).toBe("Apply Layout to Site Home Page");
    expect(globalTargetLabel("discussionList")).toBe("Set as default layout for all Discussions Page");
  });
});
