// Tabbed Posts: the tab walk (presets, labels, hidden tabs, panel nodes) and the accessible tab list.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { WidgetRegistryContext } from "../../src/layout/LayoutContext";
import type { DiscussionListQuery } from "../../src/types/generated/api/discussion-list-query";
import type { DiscussionsWidgetProps } from "../../src/types/generated/widgets/discussions";
import type { TabWidgetProps } from "../../src/types/generated/widgets/tabs";
import { widgetRegistry } from "../../widgets/registry";
import TabWidget from "../../widgets/tabs/TabWidget";
import { buildTabs } from "../../widgets/tabs/tabs";
import { makeDiscussion } from "../factories";
import { axeViolations } from "./widget-axe";

afterEach(cleanup);

const calls: { props: DiscussionsWidgetProps; filters: Partial<DiscussionListQuery> }[] = [];

/** A fake list loader: one discussion named after the sort and filters it was asked for. */
async function fakeLoad(props: DiscussionsWidgetProps, filters: Partial<DiscussionListQuery>) {
  calls.push({ props, filters });
  const name = `${props.apiParams.sort} ${JSON.stringify(filters)}`;
  return {
    ...props,
    discussions: [makeDiscussion({ name })],
    paging: { page: 1, limit: props.apiParams.limit, total: 1 },
  };
}

type Tab = TabWidgetProps["tabConfiguration"][number];
const config = (
  tabs: (Omit<Tab, "isHidden"> & { isHidden?: boolean })[],
  limit: 3 | 5 | 10 = 5,
): TabWidgetProps => ({
  limit,
  tabConfiguration: tabs.map((tab) => ({ isHidden: false, ...tab })),
});

describe("buildTabs", () => {
  it("loads each visible tab by its preset and names it by its label or the preset's", async () => {
    calls.length = 0;
    const result = await buildTabs(
      config(
        [
          { tabPresetID: "trending-discussions", label: "" },
          { tabPresetID: "top-discussions", label: "Best", isHidden: true },
          { tabPresetID: "unanswered-questions", label: "Help wanted" },
          { tabPresetID: "announcements", label: "News" },
          { tabPresetID: "announcements", label: "Again" },
        ],
        3,
      ),
      fakeLoad,
    );
    expect(result?.tabs.map((tab) => tab.label)).toEqual(["Trending Posts", "Help wanted", "News"]);
    expect(
      calls.map((call) => [call.props.apiParams.sort, call.props.apiParams.limit, call.filters]),
    ).toEqual([
      ["-hot", 3, {}],
      ["-dateInserted", 3, { type: "question", statusID: 1 }],
      ["-dateLastComment", 3, { pinned: true }],
    ]);
    expect(result?.tabs[0]?.node.$reactComponent).toBe("DiscussionsWidget");
    expect(result?.tabs[0]?.node.$reactProps).toMatchObject({ titleType: "none" });
    expect(result?.defaultTabIndex).toBe(0);
  });

  it("hides the widget when every tab is hidden", async () => {
    const all = config([{ tabPresetID: "recent-discussions", label: "Recent", isHidden: true }]);
    expect(await buildTabs(all, fakeLoad)).toBeNull();
  });
});

describe("TabWidget", () => {
  it("renders the selected panel through the layout renderer and moves with the arrow keys", async () => {
    const user = userEvent.setup();
    const hydrated = await buildTabs(
      config([
        { tabPresetID: "recent-discussions", label: "Recent" },
        { tabPresetID: "top-discussions", label: "Top" },
        { tabPresetID: "announcements", label: "News" },
      ]),
      fakeLoad,
    );
    if (!hydrated) throw new Error("tabs expected");
    // The app's pages hand the renderer the widget registry; so does this test, for the nested Discussions panels.
    const { container } = render(
      <WidgetRegistryContext.Provider value={widgetRegistry}>
        <TabWidget {...hydrated} />
      </WidgetRegistryContext.Provider>,
    );
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(await screen.findByRole("link", { name: "-dateLastComment {}" })).toBeTruthy();

    tabs[0]?.focus();
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(tabs[2]);
    expect(tabs[2]?.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("link", { name: '-dateLastComment {"pinned":true}' })).toBeTruthy();
    await user.keyboard("{Home}{ArrowRight}");
    expect(document.activeElement).toBe(tabs[1]);
    expect(await screen.findByRole("link", { name: "-score {}" })).toBeTruthy();
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tabs[1]?.id);
    expect(await axeViolations(container)).toEqual([]);
  });
});
