// The user card (docs/reference/ui-behaviour.md#user-card) in every state, drawn in the flyout it opens in beside a
// name (and, last, the modal it becomes on mobile). The states come from UserCardContent, fed by the profile
// factories; the live card loads the same User from GET /users/{id}.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { UserCardContent } from "../../src/client/user-card/UserCardContent";
import type { UserCardState } from "../../src/client/user-card/user-card-state";
import { Flyout } from "../../src/ui/Flyout";
import { Modal } from "../../src/ui/Modal";
import { makeProfile, makeRestrictedProfile } from "../../tests/factories";

const meta = {
  title: "UI/User card",
  component: UserCardContent,
  parameters: { layout: "padded", location: "/discussions" },
} satisfies Meta<typeof UserCardContent>;

export default meta;

type Story = StoryObj<typeof UserCardContent>;

const ada = makeProfile({
  userID: 21,
  name: "ada.lovelace",
  title: "Community Lead",
  countDiscussions: 128,
  countComments: 2417,
});
const stage = { minHeight: 520 } as const;
const nameButton = "cursor-pointer rounded-sm font-semibold text-fg hover:text-primary";

function inFlyout(state: UserCardState, messageAllowed: boolean, name = ada.name): Story {
  return {
    args: { state, name, url: `/profile/${name}`, messageAllowed, loaderDelay: 0 },
    render: (args) => (
      <div style={stage}>
        <div>
          Started by{" "}
          <Flyout kind="panel" width="medium" label={args.name} buttonClassName={nameButton} defaultOpen>
            <UserCardContent {...args} />
          </Flyout>
        </div>
      </div>
    ),
  };
}

/** What a member sees: title label, counts, dates, View Profile and Message. */
export const Full = inFlyout({ kind: "full", user: ada }, true);

/** A moderator (personalInfo.view) also sees the email; a private profile they may see whole is marked Private. */
export const WithEmailPrivate = inFlyout(
  { kind: "full", user: { ...ada, email: "ada.lovelace@example.com", private: true } },
  true,
);

/** The viewer's own card, or a viewer without conversations.add: no Message. */
export const WithoutMessage = inFlyout({ kind: "full", user: ada }, false);

/** A banned user whose profile stays open: Banned replaces the title, and there is no Message. */
export const Banned = inFlyout({ kind: "full", user: { ...ada, banned: 1, labelHtml: "Banned" } }, false);

export const RestrictedPrivate = inFlyout(
  {
    kind: "restricted",
    user: makeRestrictedProfile({ userID: 22, name: "grace.hopper" }),
    reason: "private",
  },
  true,
  "grace.hopper",
);

/** A banned profile while the site keeps banned profiles private. */
export const RestrictedBanned = inFlyout(
  {
    kind: "restricted",
    user: makeRestrictedProfile({ userID: 23, name: "mallory", banned: 1, private: false }),
    reason: "banned",
  },
  false,
  "mallory",
);

/** GET /users/{id} answered 404: the user was deleted. */
export const NotFound = inFlyout({ kind: "notFound" }, false, "Deleted User");

/** Any other failure. */
export const LoadError = inFlyout({ kind: "error" }, false);

export const Loading = inFlyout({ kind: "loading" }, false);

/** On mobile (≤ 800 px) the card opens as a small modal. */
export const MobileModal: Story = {
  args: {
    state: { kind: "full", user: ada },
    name: ada.name,
    url: ada.url,
    messageAllowed: true,
    loaderDelay: 0,
  },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <Modal open onClose={() => {}} title={args.name} titleHidden size="small">
      <UserCardContent {...args} />
    </Modal>
  ),
};
