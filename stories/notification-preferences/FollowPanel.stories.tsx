// The follow control's preferences panel (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences),
// open as a member sees it: followed (with the digest options), not followed yet (the button before opening),
// emails off (no Email column), digests off (no digest options) and a failed save (the error above the button).
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CategoryPreferences } from "../../src/client/notification-preferences/category-rules";
import { FollowControlView } from "../../src/client/notification-preferences/FollowControlView";
import { FollowPanel } from "../../src/client/notification-preferences/FollowPanel";
import { buttonClasses } from "../../src/ui/Button";
import { makeCategory, makeCategoryPreferences } from "../../tests/factories";
import { PreferencesStage } from "./preferences-stage";

const meta = {
  title: "Notification Preferences/Follow Panel",
  parameters: { layout: "fullscreen", location: "/categories/general" },
  globals: { viewer: "member" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const category = makeCategory({ categoryID: 5 });

function Control({
  followed = true,
  open = true,
  values = makeCategoryPreferences(),
  emailsEnabled = true,
  digestShown = true,
  error = null,
}: {
  followed?: boolean;
  open?: boolean;
  values?: CategoryPreferences;
  emailsEnabled?: boolean;
  digestShown?: boolean;
  error?: string | null;
}) {
  return (
    // Room for the open panel below the button, at the width the widget's column gives it.
    <div style={{ padding: 24, minHeight: 460, maxWidth: 720 }}>
      <FollowControlView
        categoryName={category.name}
        followed={followed}
        error={error}
        defaultOpen={open}
        buttonClassName={buttonClasses(followed ? "primary" : "standard")}
        align="start"
        className="flex flex-col items-start gap-2"
        panel={
          <FollowPanel
            categoryName={category.name}
            categoryUrl={category.url}
            values={values}
            emailsEnabled={emailsEnabled}
            digestShown={digestShown}
            preview={false}
            onChange={() => undefined}
            onUnfollow={() => undefined}
          />
        }
      />
    </div>
  );
}

export const Followed: Story = {
  render: () => (
    <PreferencesStage>
      <Control />
    </PreferencesStage>
  ),
};

export const NotFollowed: Story = {
  name: "Not followed",
  render: () => (
    <PreferencesStage>
      <Control followed={false} open={false} />
    </PreferencesStage>
  ),
};

export const EmailsOff: Story = {
  name: "Emails off",
  render: () => (
    <PreferencesStage emails={{ enabled: false, digest: false }}>
      <Control emailsEnabled={false} digestShown={false} />
    </PreferencesStage>
  ),
};

export const DigestsOff: Story = {
  name: "Digests off",
  render: () => (
    <PreferencesStage emails={{ enabled: true, digest: false }}>
      <Control digestShown={false} values={makeCategoryPreferences({ "preferences.email.posts": true })} />
    </PreferencesStage>
  ),
};

export const ErrorShown: Story = {
  name: "Error shown",
  render: () => (
    <PreferencesStage>
      <Control error="You don't have permission to do that." />
    </PreferencesStage>
  ),
};
