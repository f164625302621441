// The navigation editor (/dashboard/settings/navigation, docs/reference/ui-behaviour.md#title-bar): the default list
// with a mega menu item, a role-limited child, a hidden item and an external custom link; a language using the
// default list. The data comes from the fixtures, so nothing is fetched until Save.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { NavigationSettingsPage } from "../../src/client/pages/dashboard-navigation/NavigationSettingsPage";
import { makeNavigationEntry, NAVIGATION_ROLES } from "../../tests/factories/navigation";

const meta = {
  title: "Dashboard/Navigation",
  parameters: { layout: "fullscreen", location: "/dashboard/settings/navigation" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const locales = [
  { localeKey: "default", label: "Default (every language without its own list)" },
  { localeKey: "en", label: "English" },
  { localeKey: "fr", label: "français" },
];

export const Default: Story = {
  name: "Navigation editor",
  render: () => (
    <NavigationSettingsPage
      entry={makeNavigationEntry()}
      locales={locales}
      roles={NAVIGATION_ROLES}
      onLocaleChange={() => undefined}
    />
  ),
};

export const UsingDefault: Story = {
  name: "A language using the default list",
  render: () => (
    <NavigationSettingsPage
      entry={makeNavigationEntry({ localeKey: "fr", source: "default" })}
      locales={locales}
      roles={NAVIGATION_ROLES}
      onLocaleChange={() => undefined}
    />
  ),
};
