// The administrator's notification settings (/dashboard/settings/notifications,
// docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences): with emails and digests on (the email
// switches, the days between digests, the defaults table with its Email column and digest row), with emails off, and
// a refused save with the server's message at its field.
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  NotificationSettingsPage,
  NotificationSettingsView,
} from "../../src/client/pages/dashboard/notifications/NotificationSettingsPage";
import { makeCategorySettingsList, makeNotificationSettings } from "../../tests/factories";
import { PreferencesStage } from "./preferences-stage";

const meta = {
  title: "Notification Preferences/Dashboard Settings",
  parameters: { layout: "fullscreen", location: "/dashboard/settings/notifications" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const categories = makeCategorySettingsList();

export const EmailsOn: Story = {
  name: "Emails on",
  render: () => (
    <PreferencesStage>
      <NotificationSettingsPage
        config={makeNotificationSettings({ "notifications.defaults.Reaction.email": true })}
        categories={categories}
      />
    </PreferencesStage>
  ),
};

export const EmailsOff: Story = {
  name: "Emails off",
  render: () => (
    <PreferencesStage>
      <NotificationSettingsPage
        config={makeNotificationSettings({ "emails.enabled": false })}
        categories={categories}
      />
    </PreferencesStage>
  ),
};

const INTERVAL_KEY = "emails.digestIntervalDays";

export const ErrorShown: Story = {
  name: "Error shown",
  render: () => (
    <PreferencesStage>
      <NotificationSettingsView
        values={makeNotificationSettings()}
        errorsOf={(key) =>
          key === INTERVAL_KEY ? ["emails.digestIntervalDays must be less than or equal to 31."] : undefined
        }
        onChange={() => undefined}
        categories={categories}
      />
    </PreferencesStage>
  ),
};
