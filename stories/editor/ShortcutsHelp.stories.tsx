// The editor's keyboard help, opened from the toolbar: every shortcut, copy and paste included.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShortcutsHelp } from "../../src/client/editor/pages/ShortcutsHelp";

function ShortcutsHelpStory({ open }: { open: boolean }) {
  return (
    // Inline sizes: the app's Tailwind build does not scan stories/. Room below and to the left for the panel.
    <div
      style={{ display: "flex", justifyContent: "flex-end", width: 380, maxWidth: "100%", minHeight: 420 }}
    >
      <ShortcutsHelp defaultOpen={open} />
    </div>
  );
}

const meta = {
  title: "Editor/ShortcutsHelp",
  component: ShortcutsHelpStory,
  parameters: { layout: "padded" },
} satisfies Meta<typeof ShortcutsHelpStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { open: false } };

export const Open: Story = { args: { open: true } };
