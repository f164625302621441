// The curation dialogs of the discussion options (docs/reference/curation.md): Add to Collection with "New
// collection…" open and a name typed, and Edit Tags with the discussion's tags and suggestions for what is typed.
// Data comes from the factories through a seeded query cache: nothing is fetched and nothing is saved.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { collectionsOfRecordQuery, collectionsQuery } from "../../src/client/api/collections";
import { discussionQuery } from "../../src/client/api/discussions";
import { tagSuggestionsQuery } from "../../src/client/api/tags";
import { CollectionsDialog } from "../../src/client/moderation/CollectionsDialog";
import { EditTagsDialog } from "../../src/client/moderation/EditTagsDialog";
import { SessionProvider } from "../../src/layout/session";
import { makeCurrentUser, makeDiscussion, makeTag } from "../../tests/factories";

const meta = {
  title: "Curation/Dialogs",
  parameters: { layout: "fullscreen", location: "/discussion/12/printer-on-fire" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const viewer = makeCurrentUser({ userID: 7, name: "sam.rivera" });
const discussion = makeDiscussion({
  discussionID: 12,
  insertUserID: 7,
  name: "Printer on fire after the update",
});
const collections = [
  { collectionID: 1, name: "Start here", insertUserID: 1, dateInserted: "2026-10-01T09:00:00.000Z" },
  { collectionID: 2, name: "Best of October", insertUserID: 1, dateInserted: "2026-10-31T09:00:00.000Z" },
];

function Stage({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(collectionsQuery().queryKey, collections);
    created.setQueryData(
      collectionsOfRecordQuery({ recordType: "discussion", recordID: discussion.discussionID }).queryKey,
      collections.slice(0, 1),
    );
    created.setQueryData(discussionQuery(discussion.discussionID, "tags").queryKey, {
      ...discussion,
      tags: [makeTag({ tagID: 1, name: "printers" }), makeTag({ tagID: 2, name: "hardware", type: "User" })],
    });
    // Every text the play function types on its way to "pa": nothing is asked of a server.
    for (const typed of ["p", "pa"]) {
      created.setQueryData(tagSuggestionsQuery(typed).queryKey, [
        makeTag({ tagID: 3, name: "paper" }),
        makeTag({ tagID: 4, name: "paper jam", type: "User" }),
      ]);
    }
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={viewer}>
        <div className="min-h-[620px] p-6">{children}</div>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** "New collection…" opened, a name typed: Create (or Enter) makes it and ticks it. */
export const NewCollection: Story = {
  render: () => (
    <Stage>
      <CollectionsDialog
        open
        record={{ recordType: "discussion", recordID: discussion.discussionID }}
        onSubmit={async () => undefined}
        onClose={() => undefined}
      />
    </Stage>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("button", { name: "New collection…" }));
    const field = await body.findByRole("textbox", { name: "Collection name" });
    await userEvent.type(field, "Printer troubles");
    await expect(field).toHaveFocus();
  },
};

/** The discussion's tags as chips, and suggestions for "pa" (a user tag among them). */
export const EditTags: Story = {
  render: () => (
    <Stage>
      <EditTagsDialog discussion={discussion} onSaved={() => undefined} onClose={() => undefined} />
    </Stage>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByRole("combobox", { name: "Tags" });
    await userEvent.type(input, "pa");
    await body.findByRole("option", { name: "paper jam" });
    await expect(input).toHaveFocus();
  },
};
