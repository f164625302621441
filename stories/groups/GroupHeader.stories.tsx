// The group header in each viewer's state (docs/reference/groups.md#pages) beyond the generated widget stories: an
// invitation to accept or decline, a request waiting for approval, a private group's outsider (who may not read its
// discussions) and the group's leader.
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Group } from "../../src/types/generated/api/group";
import { makeGroup } from "../../tests/factories/groups";
import GroupHeaderAsset from "../../widgets/group-header/GroupHeaderAsset";

const meta = {
  title: "Groups/Group Header",
  parameters: { layout: "padded", location: "/groups/2-beta-testers" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

function header(viewer: Partial<Group["viewer"]>, privacy: Group["privacy"] = "private", canRead = true) {
  const base = makeGroup({
    groupID: 2,
    name: "Beta Testers",
    description: "Try the next release first and tell the team what breaks.",
    url: "/groups/2-beta-testers",
    privacy,
    countMembers: 8,
    countDiscussions: 3,
  });
  const group = { ...base, viewer: { ...base.viewer, ...viewer } };
  return () => (
    <GroupHeaderAsset showBanner showDescription isAsset group={group} signedIn canRead={canRead} />
  );
}

export const Invited: Story = {
  globals: { viewer: "member" },
  render: header({ canJoin: "join", invitationID: 11 }),
};

export const RequestWaiting: Story = {
  globals: { viewer: "member" },
  render: header({ canJoin: "no", hasApplied: true }, "private", false),
};

export const PrivateOutsider: Story = {
  globals: { viewer: "member" },
  render: header({ canJoin: "apply" }, "private", false),
};

export const Leader: Story = {
  globals: { viewer: "member" },
  render: header(
    { membership: "leader", canPost: true, canManage: true, canInvite: true, canJoin: "no" },
    "secret",
  ),
};
