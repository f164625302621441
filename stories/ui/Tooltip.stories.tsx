// Tooltips forced open through `open`, so screenshots don't depend on hover timings.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { buttonClasses } from "../../src/ui/Button";
import { Icon } from "../../src/ui/Icon";
import { Tooltip } from "../../src/ui/Tooltip";

const meta = { title: "UI/Tooltip", component: Tooltip, parameters: { layout: "padded" } } satisfies Meta<
  typeof Tooltip
>;

export default meta;

// Room above and between the triggers, so open tooltips never overlap each other or the frame's edge.
const row = { display: "flex", gap: 280, alignItems: "center", padding: "96px 180px" } as const;

export const Placements: StoryObj = {
  render: () => (
    <div style={row}>
      <Tooltip label="Bookmark" open>
        <button type="button" className={buttonClasses("standard", "sm")}>
          Save
        </button>
      </Tooltip>
      <Tooltip label="November 1, 2026, 9:05 AM" placement="bottom" open>
        <button type="button" className={buttonClasses("text")}>
          3 hours ago
        </button>
      </Tooltip>
    </div>
  ),
};

/** Long text wraps at 320 px; short text still gets the 150 px minimum. */
export const Widths: StoryObj = {
  render: () => (
    <div style={row}>
      <Tooltip label="Help" open>
        <button type="button" className={buttonClasses("standard", "sm")}>
          <Icon name="question" label="About points" />
        </button>
      </Tooltip>
      <Tooltip
        label="Points come from reactions to your posts and accepted answers. Leaderboards count the points of the last 30 days."
        open
      >
        <button type="button" className={buttonClasses("standard", "sm")}>
          128 points
        </button>
      </Tooltip>
    </div>
  ),
};

export const Closed: StoryObj = {
  render: () => (
    <Tooltip label="Mark all as read">
      <button type="button" className={buttonClasses("standard", "sm")}>
        <Icon name="check" label="Mark all read" />
      </button>
    </Tooltip>
  ),
};
