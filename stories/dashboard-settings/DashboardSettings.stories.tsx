// The settings pages generated from the config schema (/dashboard/settings/site…, docs/reference/configuration.md) and
// the Addons page (/dashboard/settings/addons, docs/reference/addons.md): each generated page with the schema's
// defaults, a refused save with the server's message at its field, and the addons with one switched off.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import siteConfigSchema from "../../schemas/config/site-config.schema.json";
import { AddonsView } from "../../src/client/pages/dashboard-settings/AddonsView";
import { ConfigSettingsView } from "../../src/client/pages/dashboard-settings/ConfigSettingsView";
import {
  buildSettingsForm,
  problemsOf,
  SETTINGS_PAGES,
  type SettingsGroup,
  toFormValue,
} from "../../src/client/pages/dashboard-settings/settings-form";
import type { Addon } from "../../src/types/generated/api/addon";
import { useT } from "../../src/ui/i18n/i18n-context";

// Pinned to the desktop viewport: narrower, it only reflows, and each screenshot costs suite time.
const meta = {
  title: "Dashboard/Settings",
  tags: ["viewport-desktop"],
  parameters: { layout: "fullscreen", location: "/dashboard/settings/site" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const DEFAULTS = Object.fromEntries(
  Object.entries(siteConfigSchema.properties as Record<string, { default?: unknown }>).map(
    ([key, property]) => [key, property.default],
  ),
);

function GeneratedPage({
  group,
  errors,
}: {
  group: SettingsGroup;
  errors?: Record<string, { message: string }[]>;
}) {
  const t = useT();
  const page = SETTINGS_PAGES.find((candidate) => candidate.group === group) ?? SETTINGS_PAGES[0];
  const form = useMemo(() => buildSettingsForm(group, t), [group, t]);
  const [value, setValue] = useState(() =>
    toFormValue(form, { ...DEFAULTS, "site.name": "Quorum Community", "upload.maxSize": 5242880 }),
  );
  return (
    <ConfigSettingsView
      formID={`story-${group}`}
      title={t(page?.title ?? "")}
      description={t(page?.description ?? "")}
      form={form}
      value={value}
      problems={errors ? problemsOf(form, `story-${group}`, errors) : []}
      failure={null}
      dirty={false}
      pending={false}
      onChange={(changes) =>
        setValue((current) => {
          const next = structuredClone(current);
          for (const { field, value: changed } of changes) {
            const [section = "", key = ""] = field.split(".");
            (next[section] as Record<string, unknown>)[key] = changed;
          }
          return next;
        })
      }
      onSave={() => undefined}
    />
  );
}

export const Site: Story = { render: () => <GeneratedPage group="site" /> };

export const Posting: Story = {
  parameters: { location: "/dashboard/settings/posting" },
  render: () => <GeneratedPage group="posting" />,
};

export const Registration: Story = {
  parameters: { location: "/dashboard/settings/registration" },
  render: () => <GeneratedPage group="registration" />,
};

export const Features: Story = {
  parameters: { location: "/dashboard/settings/features" },
  render: () => <GeneratedPage group="features" />,
};

/** GitHub Issues and the signed webhook (docs/reference/integrations.md#settings), both off by default. */
export const Integrations: Story = {
  parameters: { location: "/dashboard/settings/integrations" },
  render: () => <GeneratedPage group="integrations" />,
};

export const ErrorShown: Story = {
  name: "Error shown",
  parameters: { location: "/dashboard/settings/posting" },
  render: () => (
    <GeneratedPage
      group="posting"
      errors={{
        "posting.newAccountDays": [{ message: "posting.newAccountDays must be less than or equal to 3650." }],
      }}
    />
  ),
};

const ADDONS: Addon[] = [
  ["qna", "Q&A", "Questions, their answers and accepted answers.", true],
  ["reactions", "Reactions", "Members react to posts; reactions make a post's score.", true],
  ["tagging", "Tagging", "Posts carry tags, shown under the post and listed by tag.", true],
  ["signatures", "Signatures", "A signature per member, shown under their posts.", false],
  ["translation", "Machine translation", "Readers have posts machine-translated into their language.", true],
  [
    "escalations",
    "Reports",
    "Members report posts to the moderators, who work through the report queue.",
    true,
  ],
].map(([addonID, name, description, enabled]) => ({
  addonID: String(addonID),
  type: "addon" as const,
  name: String(name),
  description: String(description),
  enabled: Boolean(enabled),
  configKey: `addons.${addonID}.enabled`,
}));

function AddonsStage() {
  const [addons, setAddons] = useState(ADDONS);
  return (
    <AddonsView
      addons={addons}
      pendingID={null}
      onSwitch={(addonID, enabled) =>
        setAddons((list) => list.map((addon) => (addon.addonID === addonID ? { ...addon, enabled } : addon)))
      }
    />
  );
}

export const Addons: Story = {
  parameters: { location: "/dashboard/settings/addons" },
  render: () => <AddonsStage />,
};
