// The drafts page's list (/drafts): a discussion draft, a comment draft, a post scheduled silently and one whose
// scheduled publication failed with its reason; and the empty page.
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { draftKeys } from "../../src/client/api/drafts";
import { DRAFTS_PAGE_LIMIT, DraftsList } from "../../src/client/drafts/DraftsPage";
import type { Draft } from "../../src/types/generated/api/draft";
import { makeDraft } from "../../tests/factories";
import { DraftsStage } from "./drafts-stage";

const meta = {
  title: "Drafts/Drafts Page",
  parameters: { layout: "fullscreen", location: "/drafts" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const drafts: Draft[] = [
  makeDraft(1),
  makeDraft(2, {
    recordType: "comment",
    attributes: {
      body: "Agreed on the retention policy, but thirty days seems short for audits.",
      draftMeta: {},
    },
  }),
  makeDraft(3, {
    draftStatus: "scheduled",
    dateScheduled: "2026-11-03T09:00:00Z",
    publishedSilently: true,
    attributes: { draftMeta: { name: "Maintenance window on Tuesday", categoryID: 5 } },
  }),
  makeDraft(4, {
    draftStatus: "error",
    error: "This discussion has been closed. Only moderators can comment on a closed discussion.",
    recordType: "comment",
    attributes: { body: "Following up on the outage report with the timeline.", draftMeta: {} },
  }),
];

const seed = (items: Draft[]) => (client: QueryClient) =>
  client.setQueryData(draftKeys.page({ page: 1, limit: DRAFTS_PAGE_LIMIT }), {
    items,
    page: 1,
    limit: DRAFTS_PAGE_LIMIT,
    total: items.length,
    hasNextPage: false,
  });

export const WithDrafts: Story = {
  render: () => (
    <DraftsStage seed={seed(drafts)}>
      <DraftsList />
    </DraftsStage>
  ),
};

export const Empty: Story = {
  render: () => (
    <DraftsStage seed={seed([])}>
      <DraftsList />
    </DraftsStage>
  ),
};
