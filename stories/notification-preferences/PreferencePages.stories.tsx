// The notification preference pages (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences) as a
// member sees them: the followed categories with their preferences, the member's own preferences drawn from the
// schema, and an email's unsubscribe link before and after the press.
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  followedCategoriesQuery,
  notificationPreferencesQuery,
  preferencesSchemaQuery,
} from "../../src/client/api/notification-preferences";
import { unsubscribeQuery } from "../../src/client/api/unsubscribe";
import {
  FOLLOWED_CONTENT_PATH,
  NOTIFICATION_PREFERENCES_PATH,
  UNSUBSCRIBE_PATTERN,
} from "../../src/client/notification-preferences/paths";
import { FollowedContentPage } from "../../src/client/pages/preferences/FollowedContentPage";
import { NotificationPreferencesPage } from "../../src/client/pages/preferences/NotificationPreferencesPage";
import { UnsubscribePage } from "../../src/client/pages/preferences/UnsubscribePage";
import {
  makeFollowedCategory,
  makeNotificationPreferences,
  makePreferencesSchema,
  makeUnsubscribe,
} from "../../tests/factories";
import { PreferencesStage, STAGE_USER_ID } from "./preferences-stage";

const meta = {
  title: "Notification Preferences/Pages",
  parameters: { layout: "fullscreen" },
  globals: { viewer: "member" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const TOKEN = "c2lnbmVkLXRva2Vu.example";

export const FollowedContent: Story = {
  name: "Followed content",
  parameters: { location: FOLLOWED_CONTENT_PATH },
  render: () => (
    <PreferencesStage
      seed={(client) =>
        client.setQueryData(followedCategoriesQuery(STAGE_USER_ID).queryKey, [
          makeFollowedCategory(5),
          makeFollowedCategory(7, { "preferences.email.posts": true, "preferences.email.digest": false }),
          makeFollowedCategory(9, { "preferences.popup.comments": false }, false),
        ])
      }
    >
      <FollowedContentPage />
    </PreferencesStage>
  ),
};

export const NotificationPreferences: Story = {
  name: "Notification preferences",
  parameters: { location: NOTIFICATION_PREFERENCES_PATH },
  render: () => (
    <PreferencesStage
      seed={(client) => {
        client.setQueryData(preferencesSchemaQuery().queryKey, makePreferencesSchema());
        client.setQueryData(
          notificationPreferencesQuery(STAGE_USER_ID).queryKey,
          makeNotificationPreferences(),
        );
      }}
    >
      <NotificationPreferencesPage />
    </PreferencesStage>
  ),
};

export const Unsubscribe: Story = {
  parameters: { location: `/unsubscribe/${TOKEN}` },
  render: () => (
    <PreferencesStage
      pattern={UNSUBSCRIBE_PATTERN}
      seed={(client) => client.setQueryData(unsubscribeQuery(TOKEN).queryKey, makeUnsubscribe())}
    >
      <UnsubscribePage />
    </PreferencesStage>
  ),
};

export const Unsubscribed: Story = {
  parameters: { location: `/unsubscribe/${TOKEN}` },
  render: () => (
    <PreferencesStage
      pattern={UNSUBSCRIBE_PATTERN}
      seed={(client) =>
        client.setQueryData(unsubscribeQuery(TOKEN).queryKey, makeUnsubscribe({ done: true }))
      }
    >
      <UnsubscribePage />
    </PreferencesStage>
  ),
};
