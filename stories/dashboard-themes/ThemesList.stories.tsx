// The Themes page (/dashboard/themes, docs/reference/themes.md): the shipped themes with their colours, the current
// one marked, a theme created here and a deleted one. The data comes from the factories: nothing is fetched.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ThemesListPage } from "../../src/client/pages/dashboard-themes/ThemesListPage";
import { makeCustomTheme, makeShippedThemes, makeThemes } from "../../tests/factories/themes";

const meta = {
  title: "Dashboard/Themes",
  parameters: { layout: "fullscreen", location: "/dashboard/themes" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const List: Story = {
  name: "Themes",
  render: () => <ThemesListPage themes={makeThemes()} />,
};

export const CreatedThemeCurrent: Story = {
  name: "A created theme is current",
  render: () => (
    <ThemesListPage themes={[...makeShippedThemes("none"), makeCustomTheme({ current: true })]} />
  ),
};
