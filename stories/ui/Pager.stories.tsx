import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pager } from "../../src/ui/Pager";

const meta = {
  title: "UI/Pager",
  component: Pager,
  parameters: { layout: "padded", location: "/discussions" },
} satisfies Meta<typeof Pager>;

export default meta;

export const FirstPage: StoryObj<typeof Pager> = { args: { page: 1, limit: 30, total: 95 } };

export const MiddleOfMany: StoryObj<typeof Pager> = { args: { page: 12, limit: 30, total: 900 } };

export const LastPage: StoryObj<typeof Pager> = { args: { page: 4, limit: 30, total: 95 } };

/** docs/reference/ui-behaviour.md#pager: the jump-to-page form after the numbers. */
export const JumpToPage: StoryObj<typeof Pager> = {
  args: { page: 7, limit: 30, total: 900, jumpToPage: true },
};

/** The total is a lower bound: a plus after the last number and the count, Next still enabled on the last page. */
export const MorePages: StoryObj<typeof Pager> = {
  args: { page: 5, limit: 30, total: 150, hasMorePages: true, showCount: true },
};

/** The result count abbreviates totals above 999 (docs/reference/ui-behaviour.md#pager). */
export const ThousandsOfPages: StoryObj<typeof Pager> = {
  args: { page: 1250, limit: 10, total: 25_000, jumpToPage: true, showCount: true },
};
