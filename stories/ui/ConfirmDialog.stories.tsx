import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConfirmDialog } from "../../src/ui/ConfirmDialog";

const meta = {
  title: "UI/ConfirmDialog",
  component: ConfirmDialog,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;

const noop = () => {};

/** docs/reference/ui-behaviour.md#discussion-options: deleting a discussion asks first. Focus starts on Cancel. */
export const DeleteDiscussion: StoryObj<typeof ConfirmDialog> = {
  args: {
    open: true,
    title: "Delete Discussion",
    children: "Are you sure you want to delete this discussion?",
    confirmLabel: "Delete",
    destructive: true,
    onConfirm: noop,
    onCancel: noop,
  },
};

export const Publish: StoryObj<typeof ConfirmDialog> = {
  args: {
    open: true,
    title: "Publish Layout",
    children: "The home page will use this layout for every visitor as soon as it is published.",
    confirmLabel: "Publish",
    size: "medium",
    onConfirm: noop,
    onCancel: noop,
  },
};
