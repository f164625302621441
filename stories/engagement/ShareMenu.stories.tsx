// The share menu (docs/reference/ui-behaviour.md#share): Copy Link, Email Link and Share In Message, open; and a
// comment's, whose first item is Copy Link to Comment.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShareMenu } from "../../src/client/engagement/ShareMenu";

const meta = {
  title: "Engagement/Share Menu",
  component: ShareMenu,
  parameters: { layout: "fullscreen", location: "/discussion/42/release-notes" },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShareMenu>;

export default meta;
type Story = StoryObj<typeof ShareMenu>;

export const Discussion: Story = {
  args: {
    recordType: "discussion",
    url: "/discussion/42/release-notes",
    title: "Release notes for 4.2",
    canMessage: true,
    defaultOpen: true,
  },
};

export const Comment: Story = {
  args: {
    recordType: "comment",
    url: "/discussion/comment/901#Comment_901",
    title: "Release notes for 4.2",
    canMessage: false,
    defaultOpen: true,
  },
};
