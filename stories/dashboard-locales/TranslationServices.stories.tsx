// The Translation Services page (/dashboard/settings/translation-services, docs/reference/localisation.md): a card
// per service (DeepL and LibreTranslate set up, Google not), and a key the server refused (422) with the provider's
// problem. The data comes from the fixtures, so nothing is fetched.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../src/client/api/errors";
import { ServiceForm } from "../../src/client/pages/dashboard-locales/ServiceCard";
import { TranslationServicesPage } from "../../src/client/pages/dashboard-locales/TranslationServicesPage";
import { makeTranslationServices } from "../../tests/factories/locales";

const meta = {
  title: "Dashboard/Translation Services",
  parameters: { layout: "fullscreen", location: "/dashboard/settings/translation-services" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const services = makeTranslationServices();

export const Default: Story = {
  name: "Translation services",
  render: () => <TranslationServicesPage services={services} />,
};

const refused = new ApiError(422, {
  message:
    "The service could not translate a sample text: Authorization failed. Please supply a valid auth_key.",
});

export const KeyRefused: Story = {
  name: "Key refused",
  render: () => (
    <div className="mx-auto max-w-3xl px-6 py-8">
      {services[0] ? (
        <ServiceForm
          service={services[0]}
          pending={null}
          error={refused}
          // Nothing is sent from a story: the save never settles.
          onSave={() => new Promise(() => undefined)}
        />
      ) : null}
    </div>
  ),
};

export const Saving: Story = {
  name: "Saving",
  render: () => (
    <div className="mx-auto max-w-3xl px-6 py-8">
      {services[2] ? (
        <ServiceForm
          service={services[2]}
          pending="save"
          error={null}
          onSave={() => new Promise(() => undefined)}
        />
      ) : null}
    </div>
  ),
};
