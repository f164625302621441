// The theme editor (/dashboard/themes/:id/edit, docs/reference/themes.md): the variables' form, the
// contrast check passing, and failing (Save off, the pair named at its field and in the panel), beside a sample page
// standing in for the framed site (ThemeSampleFrame.tsx). Nothing is fetched.
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { PreviewPage } from "../../src/client/pages/dashboard-themes/preview-pages";
import { ThemeEditorPage } from "../../src/client/pages/dashboard-themes/ThemeEditorPage";
import { makeCustomTheme, makeShippedThemes } from "../../tests/factories/themes";
import { ThemeSampleFrame } from "./ThemeSampleFrame";

const meta = {
  title: "Dashboard/Theme editor",
  parameters: { layout: "fullscreen", location: "/dashboard/themes/1/edit" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const PAGES: readonly PreviewPage[] = [{ id: "home", label: "Home", path: "/" }];

export const Passing: Story = {
  name: "Contrast passing",
  render: () => (
    <ThemeEditorPage
      theme={makeCustomTheme()}
      themeID={1}
      guardUnsaved={false}
      previewPages={PAGES}
      renderPreviewFrame={(frame) => <ThemeSampleFrame {...frame} />}
    />
  ),
};

export const Failing: Story = {
  name: "Contrast failing",
  render: () => (
    <ThemeEditorPage
      theme={makeCustomTheme({
        assets: {
          variables: {
            colors: { primary: "#6fa8b3" },
            buttons: { background: "#6fa8b3", foreground: "#ffffff" },
          },
        },
      })}
      themeID={1}
      guardUnsaved={false}
      previewPages={PAGES}
      renderPreviewFrame={(frame) => <ThemeSampleFrame {...frame} />}
    />
  ),
};

const night = makeShippedThemes().find((theme) => theme.themeKey === "quorum-dark") ?? null;

export const Shipped: Story = {
  name: "A shipped theme (read-only)",
  render: () => (
    <ThemeEditorPage
      theme={night}
      themeID="quorum-dark"
      guardUnsaved={false}
      previewPages={PAGES}
      renderPreviewFrame={(frame) => <ThemeSampleFrame {...frame} />}
    />
  ),
};
