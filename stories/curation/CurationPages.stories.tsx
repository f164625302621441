// The dashboard's curation pages (docs/reference/curation.md): the collections page with one collection open (its
// records in order, Move up / Move down / Remove), with none yet, and the tags page (counts, user tags, the merge
// dialog and the delete confirmation). The views take their state as props: nothing is fetched or saved.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { userEvent, within } from "storybook/test";
import { tagSuggestionsQuery } from "../../src/client/api/tags";
import { CollectionEditor } from "../../src/client/pages/dashboard-curation/CollectionEditor";
import { CollectionsView } from "../../src/client/pages/dashboard-curation/CollectionsView";
import { MergeTagDialog } from "../../src/client/pages/dashboard-curation/MergeTagDialog";
import { TagsView } from "../../src/client/pages/dashboard-curation/TagsView";
import type { Collection } from "../../src/types/generated/api/collection";
import { makeTag } from "../../tests/factories";

// Pinned to the desktop viewport, as the other dashboard pages: narrower, they only reflow.
const meta = {
  title: "Dashboard/Curation",
  tags: ["viewport-desktop"],
  parameters: { layout: "fullscreen", location: "/dashboard/collections?collection=1" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const DATE = "2026-10-01T09:00:00.000Z";
const record = (
  recordType: NonNullable<Collection["records"]>[number]["recordType"],
  recordID: number,
  name: string,
  url: string,
  sort: number,
) => ({ recordType, recordID, sort, record: { name, url } });

const startHere: Collection = {
  collectionID: 1,
  name: "Start here",
  insertUserID: 1,
  dateInserted: DATE,
  records: [
    record("discussion", 12, "Welcome to the community", "/discussion/12/welcome", 0),
    record("category", 3, "Getting Started", "/categories/getting-started", 1),
    record("article", 7, "Exporting your invoices", "/kb/articles/7-exporting-your-invoices", 2),
    record("groups", 2, "Trail Runners", "/groups/2-trail-runners", 3),
  ],
};
const list: Collection[] = [
  startHere,
  { collectionID: 2, name: "Best of October", insertUserID: 1, dateInserted: DATE },
  { collectionID: 3, name: "Troubleshooting classics", insertUserID: 1, dateInserted: DATE },
];
const noop = async () => undefined;

/** A collection open, its records reorderable (the order changes here, as on the page, and is announced). */
function CollectionsStage() {
  const [collection, setCollection] = useState(startHere);
  const [announcement, setAnnouncement] = useState("");
  return (
    <CollectionsView
      collections={list}
      selectedID={1}
      hrefOf={(id) => `/dashboard/collections?collection=${id}`}
      announcement={announcement}
      onCreate={noop}
    >
      <CollectionEditor
        collection={collection}
        pending={false}
        actions={{
          rename: noop,
          setRecords: async (records, said) => {
            setCollection({ ...collection, records });
            setAnnouncement(said);
          },
          remove: noop,
        }}
      />
    </CollectionsView>
  );
}

export const Collections: Story = { render: () => <CollectionsStage /> };

export const NoCollections: Story = {
  parameters: { location: "/dashboard/collections" },
  render: () => (
    <CollectionsView collections={[]} selectedID={null} hrefOf={() => "#"} announcement="" onCreate={noop} />
  ),
};

const tags = [
  makeTag({ tagID: 1, name: "performance", countDiscussions: 1204 }),
  makeTag({ tagID: 2, name: "api", countDiscussions: 388 }),
  makeTag({ tagID: 3, name: "dark theme", type: "User", countDiscussions: 12 }),
  makeTag({ tagID: 4, name: "dark mode", type: "User", countDiscussions: 9 }),
  makeTag({ tagID: 5, name: "accessibility", countDiscussions: 0 }),
];

function TagsStage() {
  return (
    <TagsView
      tags={tags}
      page={1}
      limit={30}
      total={tags.length}
      query=""
      onSearch={() => undefined}
      announcement=""
      pending={false}
      actions={{ create: noop, rename: noop, merge: noop, remove: noop }}
    />
  );
}

export const Tags: Story = {
  parameters: { location: "/dashboard/tags" },
  render: () => <TagsStage />,
};

/** Merge into…: the tag to keep found by name ("dark"), chosen among the matches. */
function MergeStage() {
  const client = useQueryClient();
  useState(() => client.setQueryData(tagSuggestionsQuery("dark").queryKey, tags.slice(2, 4)));
  return <MergeTagDialog tag={tags[2] ?? null} onMerge={noop} onClose={() => undefined} />;
}

export const MergeTag: Story = {
  parameters: { location: "/dashboard/tags" },
  render: () => <MergeStage />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole("searchbox", { name: "Find the tag to keep" }), "dark");
    await userEvent.click(await body.findByRole("radio", { name: "dark mode" }));
  },
};
