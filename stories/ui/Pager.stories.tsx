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
