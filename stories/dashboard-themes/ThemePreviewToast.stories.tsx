// The theme preview toast (spec 001 §4.8): a theme's preview (Apply, Cancel) and a revision's (Restore, Cancel), in
// the page flow. Its buttons call the API only when pressed.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ThemePreviewToast } from "../../src/client/theme-preview/ThemePreviewToast";

// Pinned to the desktop viewport: narrower, it only reflows, and each screenshot costs suite time.
const meta = {
  title: "Themes/Preview toast",
  tags: ["viewport-desktop"],
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const ThemePreview: Story = {
  name: "Previewing a theme",
  render: () => (
    <ThemePreviewToast
      inline
      preview={{ themeID: "quorum-dark", revisionID: null, name: "Night", redirect: "/" }}
    />
  ),
};

export const RevisionPreview: Story = {
  name: "Previewing a revision",
  render: () => (
    <ThemePreviewToast inline preview={{ themeID: 1, revisionID: 2, name: "Harbour", redirect: "/" }} />
  ),
};
