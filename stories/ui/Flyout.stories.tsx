// Flyouts rendered open from the start (defaultOpen), one per story: the page keeps only one open at a time.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Flyout, FlyoutItem, FlyoutLinkItem, FlyoutSeparator } from "../../src/ui/Flyout";

const meta = {
  title: "UI/Flyout",
  component: Flyout,
  parameters: { layout: "padded", location: "/discussions" },
} satisfies Meta<typeof Flyout>;

export default meta;

const noop = () => {};
const stage = { minHeight: 320 } as const;
const stageEnd = { minHeight: 320, display: "flex", justifyContent: "flex-end" } as const;

function AccountItems() {
  return (
    <>
      <FlyoutLinkItem to="/profile/ada">Profile</FlyoutLinkItem>
      <FlyoutLinkItem to="/profile/edit">Edit Profile</FlyoutLinkItem>
      <FlyoutItem onSelect={noop}>Drafts</FlyoutItem>
      <FlyoutItem onSelect={noop} disabled>
        Moderation Queue
      </FlyoutItem>
      <FlyoutSeparator />
      <FlyoutLinkItem to="/entry/signout">Sign Out</FlyoutLinkItem>
    </>
  );
}

export const Menu: StoryObj = {
  render: () => (
    <div style={stage}>
      <Flyout label="My Account" defaultOpen>
        <AccountItems />
      </Flyout>
    </div>
  ),
};

/** Medium width (300), lined up with the button's right edge. */
export const MenuAlignedEnd: StoryObj = {
  render: () => (
    <div style={stageEnd}>
      <Flyout label="Discussion Options" width="medium" align="end" defaultOpen>
        <FlyoutItem onSelect={noop}>Bookmark</FlyoutItem>
        <FlyoutItem onSelect={noop}>Move</FlyoutItem>
        <FlyoutItem onSelect={noop}>Close</FlyoutItem>
        <FlyoutSeparator />
        <FlyoutItem onSelect={noop}>Delete</FlyoutItem>
      </Flyout>
    </div>
  ),
};

/** The title bar's width (350) with free content. */
export const Panel: StoryObj = {
  render: () => (
    <div style={stage}>
      <Flyout label="Notifications" kind="panel" width="titleBar" defaultOpen>
        <h2 style={{ margin: 0, fontSize: 16 }}>Notifications</h2>
        <ul style={{ margin: "8px 0", paddingLeft: 18 }}>
          <li>Ada Lovelace mentioned you in “Release notes for 4.2”.</li>
          <li>Grace Hopper replied to your discussion “Keyboard shortcuts in the editor”.</li>
        </ul>
        <a href="/notifications" style={{ color: "var(--color-primary)", fontWeight: 600 }}>
          All Notifications
        </a>
      </Flyout>
    </div>
  ),
};

export const Closed: StoryObj = {
  render: () => (
    <Flyout label="My Account">
      <AccountItems />
    </Flyout>
  ),
};
