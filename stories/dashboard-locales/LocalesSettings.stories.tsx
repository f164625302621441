// The Languages page (/dashboard/settings/locales, docs/reference/localisation.md): every stored locale with its
// switch and translation service (Google listed but not set up), and refused saves with the server's messages beside
// their controls. The data comes from the fixtures, so nothing is fetched.
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  LocalesSettingsPage,
  LocalesSettingsView,
} from "../../src/client/pages/dashboard-locales/LocalesSettingsPage";
import { makeLocales, makeTranslationServices } from "../../tests/factories/locales";

const meta = {
  title: "Dashboard/Languages",
  parameters: { layout: "fullscreen", location: "/dashboard/settings/locales" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const locales = makeLocales();
const services = makeTranslationServices();

export const Default: Story = {
  name: "Languages",
  render: () => <LocalesSettingsPage locales={locales} services={services} />,
};

export const ErrorsShown: Story = {
  name: "Errors shown",
  render: () => (
    <LocalesSettingsView
      locales={locales}
      services={services}
      errorsOf={(localeID, field) => {
        if (localeID === 3 && field === "translationService")
          return ["Set up Google Cloud Translation under Translation Services first."];
        if (localeID === 4 && field === "enabled") return ["You don't have permission to do that."];
        return undefined;
      }}
      onChange={() => undefined}
    />
  ),
};
