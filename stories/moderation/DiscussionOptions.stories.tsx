// The discussion options beside the original post (docs/reference/ui-behaviour.md#discussion-options,
// docs/reference/permissions.md#category-permissions): the menu as a member, a moderator and an administrator see it
// (items per permission), and each dialog it opens. Data comes from the factories through a seeded query cache:
// nothing is fetched and nothing is saved.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { integrationCatalogQuery } from "../../src/client/api/attachments";
import { flatCategoriesQuery } from "../../src/client/api/categories";
import { collectionsOfRecordQuery, collectionsQuery } from "../../src/client/api/collections";
import { configValuesQuery } from "../../src/client/api/config";
import { myPermissionsQuery } from "../../src/client/api/users";
import { AnnounceDialog } from "../../src/client/moderation/AnnounceDialog";
import { ChangeAuthorDialog } from "../../src/client/moderation/ChangeAuthorDialog";
import { CollectionsDialog } from "../../src/client/moderation/CollectionsDialog";
import {
  DELETE_CONFIRMATION,
  DiscussionOptionsMenu,
} from "../../src/client/moderation/DiscussionOptionsMenu";
import { MoveDiscussionDialog } from "../../src/client/moderation/MoveDiscussionDialog";
import { TRIAGE_CONFIG_KEY } from "../../src/client/moderation/use-option-access";
import { SessionProvider } from "../../src/layout/session";
import { ConfirmDialog } from "../../src/ui/ConfirmDialog";
import { makeCategoryList, makeCurrentUser, makeDiscussion } from "../../tests/factories";
import { makeCatalogItem } from "../../tests/factories/attachments";
import { makePermissionsRecord, type RecordRole } from "../../tests/factories/permission-records";

const meta = {
  title: "Moderation/Discussion Options",
  parameters: { layout: "fullscreen", location: "/discussion/12/printer-on-fire" },
} satisfies Meta;

export default meta;

type Story = StoryObj;

const viewer = makeCurrentUser({ userID: 7, name: "sam.rivera" });
const discussion = makeDiscussion({
  discussionID: 12,
  insertUserID: 31,
  name: "Printer on fire after the update",
});
const announced = { ...discussion, pinned: true, pinLocation: "recent" as const };
const collections = [
  { collectionID: 1, name: "Start here", insertUserID: 1, dateInserted: "2026-10-01T09:00:00.000Z" },
  { collectionID: 2, name: "Best of October", insertUserID: 1, dateInserted: "2026-10-31T09:00:00.000Z" },
  {
    collectionID: 3,
    name: "Troubleshooting classics",
    insertUserID: 1,
    dateInserted: "2026-09-12T09:00:00.000Z",
  },
];

/** The providers the menu needs, the cache filled as the API would answer this role. */
function Stage({ as: role, children }: { as: RecordRole; children: ReactNode }) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord(role));
    created.setQueryData(configValuesQuery([TRIAGE_CONFIG_KEY]).queryKey, {
      [TRIAGE_CONFIG_KEY]: true,
    });
    created.setQueryData(flatCategoriesQuery().queryKey, makeCategoryList());
    created.setQueryData(collectionsQuery().queryKey, collections);
    // GitHub Issues is on: staff may escalate any post (docs/reference/integrations.md).
    created.setQueryData(integrationCatalogQuery().queryKey, {
      "github-issue": makeCatalogItem({ writeableContentScope: role === "member" ? "none" : "all" }),
    });
    created.setQueryData(
      collectionsOfRecordQuery({ recordType: "discussion", recordID: discussion.discussionID }).queryKey,
      collections.slice(0, 1),
    );
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={viewer}>
        <div className="flex min-h-[620px] justify-end p-6" style={{ maxWidth: 720 }}>
          {children}
        </div>
      </SessionProvider>
    </QueryClientProvider>
  );
}

const noop = async () => undefined;

/**
 * A member on someone else's announcement: Mute and Dismiss only (docs/reference/permissions.md#category-permissions:
 * mute is for everyone).
 */
export const MemberMenu: Story = {
  render: () => (
    <Stage as="member">
      <DiscussionOptionsMenu discussion={announced} defaultOpen />
    </Stage>
  ),
};

/** A moderator: announce, sink, close, move, change type, bump, resolve (triage on), history, delete. */
export const ModeratorMenu: Story = {
  render: () => (
    <Stage as="moderator">
      <DiscussionOptionsMenu discussion={discussion} defaultOpen />
    </Stage>
  ),
};

/** An administrator on a closed, sunk question: every item, the toggles reading their way back. */
export const AdministratorMenu: Story = {
  render: () => (
    <Stage as="administrator">
      <DiscussionOptionsMenu
        discussion={{
          ...discussion,
          type: "question",
          closed: true,
          sink: true,
          resolved: true,
          muted: true,
        }}
        defaultOpen
      />
    </Stage>
  ),
};

export const Announce: Story = {
  render: () => (
    <Stage as="moderator">
      <AnnounceDialog open discussion={announced} onSubmit={noop} onClose={() => undefined} />
    </Stage>
  ),
};

export const MoveDiscussion: Story = {
  render: () => (
    <Stage as="moderator">
      <MoveDiscussionDialog open discussion={discussion} onSubmit={noop} onClose={() => undefined} />
    </Stage>
  ),
};

export const ChangeAuthor: Story = {
  render: () => (
    <Stage as="administrator">
      <ChangeAuthorDialog open discussion={discussion} onSubmit={noop} onClose={() => undefined} />
    </Stage>
  ),
};

export const AddToCollection: Story = {
  render: () => (
    <Stage as="administrator">
      <CollectionsDialog
        open
        record={{ recordType: "discussion", recordID: discussion.discussionID }}
        onSubmit={noop}
        onClose={() => undefined}
      />
    </Stage>
  ),
};

/** docs/reference/ui-behaviour.md#discussion-options: delete asks first; focus starts on Cancel. */
export const DeleteConfirmation: Story = {
  render: () => (
    <Stage as="moderator">
      <ConfirmDialog
        open
        title="Delete Discussion"
        confirmLabel="Delete"
        destructive
        onConfirm={noop}
        onCancel={() => undefined}
      >
        {DELETE_CONFIRMATION}
      </ConfirmDialog>
    </Stage>
  ),
};
