// The groups list (/groups) for a member: the search box, All groups and My groups, and a card per group (public,
// private with a request to send, a secret group they lead); and the create form (/groups/new).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { groupsQuery } from "../../src/client/api/groups";
import { GroupsDirectory } from "../../src/client/pages/groups/GroupsPage";
import { GROUPS_PAGE_LIMIT } from "../../src/client/pages/groups/groups-list-state";
import { NewGroupForm } from "../../src/client/pages/groups/NewGroupPage";
import { makeGroups } from "../../tests/factories/groups";

const meta = {
  title: "Groups/Groups Page",
  parameters: { layout: "fullscreen", location: "/groups" },
  globals: { viewer: "member" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The list's first page in the query cache, as GET /groups would answer it. */
function Seeded({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    const groups = makeGroups();
    client.setQueryData(
      groupsQuery({ filter: "all", query: "", page: 1, limit: GROUPS_PAGE_LIMIT }).queryKey,
      {
        items: groups,
        page: 1,
        limit: GROUPS_PAGE_LIMIT,
        total: groups.length,
        hasNextPage: false,
      },
    );
    return true;
  });
  return <div className="mx-auto w-full max-w-5xl px-4 py-8">{children}</div>;
}

export const AllGroups: Story = {
  render: () => (
    <Seeded>
      <GroupsDirectory />
    </Seeded>
  ),
};

export const NewGroup: Story = {
  parameters: { location: "/groups/new" },
  render: () => (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <NewGroupForm />
    </div>
  ),
};
