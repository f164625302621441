// Collapsible content: collapsed to 100 px past 150 px of content; short content gets no button.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Collapsible } from "../../src/ui/Collapsible";

const meta = {
  title: "UI/Collapsible",
  component: Collapsible,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Collapsible>;

export default meta;

const box = { maxWidth: 560 } as const;

function ReleaseNotes() {
  return (
    <>
      <p style={{ marginTop: 0 }}>
        Release 4.2 moves the layout editor into the dashboard. Administrators can now build the home page,
        the discussion list and category pages from widgets, preview them at every device width, and publish
        when ready.
      </p>
      <p>
        Layouts keep their revisions: any earlier version can be previewed and restored. Widgets validate
        their settings as you type, and a layout with problems cannot be published until they are fixed.
      </p>
      <p>
        Custom fragments let themes replace a widget's look with their own code, loaded only on the pages that
        use it. The title bar, banners and leaderboards all gained new options.
      </p>
      <p style={{ marginBottom: 0 }}>Thanks to everyone who tested the beta and reported problems.</p>
    </>
  );
}

export const Collapsed: StoryObj = {
  render: () => (
    <div style={box}>
      <Collapsible>
        <ReleaseNotes />
      </Collapsible>
    </div>
  ),
};

export const Expanded: StoryObj = {
  render: () => (
    <div style={box}>
      <Collapsible defaultExpanded>
        <ReleaseNotes />
      </Collapsible>
    </div>
  ),
};

export const ShortContent: StoryObj = {
  render: () => (
    <div style={box}>
      <Collapsible>
        <p style={{ margin: 0 }}>Short posts are shown whole, with no Expand button.</p>
      </Collapsible>
    </div>
  ),
};
