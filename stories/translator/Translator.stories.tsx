// The content translator (src/client/translator, spec 001 §4.9) as an administrator opens it for a category: loading,
// with the stored French translations (one missing), the 'Unsaved Changes' question after an edit, the error for
// properties of two record types, the message when only English is enabled, and DeepL's suggestions filled in; and
// the Translate button itself. As the other stories do, every answer is seeded in the query cache (locales,
// translations, the machine service's suggestions), so nothing is fetched and nothing is saved.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { type Locale, localesQuery } from "../../src/client/api/locales";
import {
  machineTranslationQuery,
  machineTranslationRequest,
  type Translation,
  translationListQuery,
  translationsQuery,
} from "../../src/client/api/translations";
import { myPermissionsQuery } from "../../src/client/api/users";
import {
  categoryTranslationProperties,
  navigationItemTranslationProperties,
} from "../../src/client/translator/properties";
import { TranslateButton } from "../../src/client/translator/TranslateButton";
import { Translator } from "../../src/client/translator/Translator";
import { emptyProperties, storedTranslations } from "../../src/client/translator/translation-edits";
import { makePermissionsRecord } from "../../tests/factories/permission-records";

const meta = {
  title: "Translator/Translator",
  parameters: { layout: "fullscreen", location: "/categories/announcements" },
  globals: { viewer: "member" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const RESOURCE = "site";

function locale(
  localeID: number,
  localeKey: string,
  names: [string, string],
  overrides: Partial<Locale> = {},
) {
  return {
    localeID,
    localeKey,
    displayNames: { en: names[0], [localeKey]: names[1] },
    enabled: true,
    interface: true,
    dir: "ltr",
    translationService: null,
    ...overrides,
  } satisfies Locale;
}

const ENGLISH = locale(1, "en", ["English", "English"]);
const FRENCH = locale(2, "fr", ["French", "Français"]);
const ARABIC = locale(3, "ar", ["Arabic", "العربية"], { dir: "rtl" });

const CATEGORY = categoryTranslationProperties({
  categoryID: 12,
  name: "Product Announcements",
  description:
    "Release notes, planned maintenance and everything new in Quorum. Follow this category to hear first.",
});

const STORED: Translation[] = [
  {
    translationPropertyKey: "category.12.name",
    locale: "fr",
    translation: "Annonces produit",
    recordType: "category",
    recordID: 12,
    recordKey: null,
    propertyName: "name",
    dateUpdated: "2026-10-28T09:30:00Z",
  },
];

type Seed = (client: QueryClient) => void;

const seedLocales =
  (locales: Locale[]): Seed =>
  (client) =>
    client.setQueryData(localesQuery().queryKey, locales);

const seedStored =
  (translations: Translation[], localeKey = "fr"): Seed =>
  (client) =>
    client.setQueryData(
      translationsQuery(RESOURCE, translationListQuery(CATEGORY, localeKey)).queryKey,
      translations,
    );

/** An administrator's query cache, seeded as the API would answer. */
function TranslatorStage({ seeds, children }: { seeds: Seed[]; children: ReactNode }) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord("administrator"));
    for (const seed of seeds) seed(created);
    return created;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function story(seeds: Seed[], properties = CATEGORY, play?: Story["play"]): Story {
  return {
    render: () => (
      <TranslatorStage seeds={seeds}>
        <Translator properties={properties} resource={RESOURCE} isOpen onClose={() => undefined} />
      </TranslatorStage>
    ),
    play,
  };
}

/** The French translations are still on their way: their fetch never settles. */
export const Loading = story([
  seedLocales([ENGLISH, FRENCH, ARABIC]),
  (client) =>
    void client.prefetchQuery({
      queryKey: translationsQuery(RESOURCE, translationListQuery(CATEGORY, "fr")).queryKey,
      queryFn: () => new Promise<never>(() => undefined),
    }),
]);

/** The name is translated; the description is not yet ('Not translated'). */
export const WithTranslations = story([seedLocales([ENGLISH, FRENCH, ARABIC]), seedStored(STORED)]);

/** After an edit, closing asks first. */
export const UnsavedEditsConfirmation = story(
  [seedLocales([ENGLISH, FRENCH, ARABIC]), seedStored(STORED)],
  CATEGORY,
  async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = await page.findByRole("textbox", { name: CATEGORY[1]?.sourceText });
    await userEvent.click(input);
    await userEvent.paste("Notes de version et maintenance prévue.");
    await userEvent.click(page.getByRole("button", { name: "Cancel" }));
    const question = await page.findByRole("dialog", { name: "Unsaved Changes" });
    await expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
  },
);

/** Properties of a category and of a navigation item together: refused. */
export const OnlyOneRecordType = story(
  [seedLocales([ENGLISH, FRENCH])],
  [...CATEGORY, ...navigationItemTranslationProperties([{ id: "nav-help", name: "Help" }])],
);

/** Only English is enabled: there is nothing to translate into. */
export const SingleLocale = story([seedLocales([ENGLISH])]);

const FRENCH_DEEPL = { ...FRENCH, translationService: "deepl" as const };
const MACHINE_REQUEST = machineTranslationRequest(
  "fr",
  emptyProperties(CATEGORY, storedTranslations(CATEGORY, STORED), {}),
);

/** French has DeepL: its suggestion fills the empty description, as an unsaved edit. */
export const MachinePreFill = story(
  [
    seedLocales([ENGLISH, FRENCH_DEEPL]),
    seedStored(STORED),
    (client) => {
      if (!MACHINE_REQUEST) return;
      client.setQueryData(machineTranslationQuery(RESOURCE, MACHINE_REQUEST).queryKey, {
        locale: "fr",
        service: "deepl",
        translations: [
          {
            translationPropertyKey: "category.12.description",
            translation:
              "Notes de version, maintenance planifiée et toutes les nouveautés de Quorum. Suivez cette catégorie pour être informé en premier.",
          },
        ],
      });
    },
  ],
  CATEGORY,
  async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole("button", { name: "Fill in with DeepL" }));
    await expect(await page.findByText("You have unsaved changes")).toBeVisible();
    page.getByRole("combobox", { name: "Translate into" }).focus();
  },
);

/** The button a category list shows administrators when a second locale is enabled. */
export const Button: Story = {
  parameters: { layout: "padded" },
  render: () => (
    <TranslatorStage seeds={[seedLocales([ENGLISH, FRENCH])]}>
      <TranslateButton properties={CATEGORY} label="Product Announcements" />
    </TranslatorStage>
  ),
};
