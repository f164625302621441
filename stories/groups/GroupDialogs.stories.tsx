// The group page's dialogs (docs/reference/groups.md#pages): Invite members (members by name, outside addresses) and
// Edit group (the group form with Delete), as a leader opens them.
import type { Meta, StoryObj } from "@storybook/react-vite";
import EditGroupDialog from "../../src/client/groups/EditGroupDialog";
import InviteDialog from "../../src/client/groups/InviteDialog";
import { makeGroup } from "../../tests/factories/groups";

const meta = {
  title: "Groups/Dialogs",
  parameters: { layout: "fullscreen", location: "/groups/1-trail-runners" },
  globals: { viewer: "member" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const group = makeGroup({ groupID: 1 });

export const Invite: Story = {
  render: () => <InviteDialog group={group} onClose={() => undefined} />,
};

export const EditGroup: Story = {
  render: () => <EditGroupDialog group={{ ...group, privacy: "private" }} onClose={() => undefined} />,
};
