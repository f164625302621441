// The moderators' reports queue (/dashboard/content/reports): open reports of several kinds, and the queue
// filtered to one post the way the reports tag links to it.
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { type ReportFilter, reportsQuery } from "../../src/client/api/reports";
import { ReportsPage } from "../../src/client/pages/dashboard/reports/ReportsPage";
import type { Report } from "../../src/types/generated/api/report";
import { makeReport, makeUser } from "../../tests/factories";
import { EngagementStage } from "./engagement-stage";

const meta = {
  title: "Engagement/Reports Page",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const moderator = makeUser({ userID: 2 });
const reports: Report[] = [
  makeReport({ reportID: 31, reason: "spam", noteBody: "Same link posted in five categories." }),
  makeReport({
    reportID: 30,
    recordType: "comment",
    recordID: 880,
    discussionID: 120,
    reason: "abuse",
    noteBody: "Insults another member by name.",
    status: "escalated",
    updateUserID: moderator.userID,
    updateUser: moderator,
    dateUpdated: "2026-11-01T10:00:00Z",
    record: {
      name: "Which backup tool do you use?",
      url: "/discussion/comment/880#Comment_880",
      excerpt: "Only an idiot would still use that tool in 2026. Read a manual for once.",
      insertUserID: 14,
      insertUser: makeUser({ userID: 14 }),
    },
  }),
  makeReport({ reportID: 29, reason: "inappropriate" }),
];

const seedWith = (filter: ReportFilter, items: Report[]) => (client: QueryClient) =>
  client.setQueryData(reportsQuery(filter).queryKey, {
    items,
    page: 1,
    limit: 30,
    total: items.length,
    hasNextPage: false,
  });

export const OpenReports: Story = {
  parameters: { location: "/dashboard/content/reports" },
  render: () => (
    <EngagementStage viewer="moderator" seed={seedWith({ statuses: ["none"], page: 1 }, reports)}>
      <ReportsPage isForbidden={() => false} forbidden={null} />
    </EngagementStage>
  ),
};

const one = reports[0] as Report;
export const OnePost: Story = {
  parameters: {
    location: `/dashboard/content/reports?statuses=none&recordType=discussion&recordID=${one.recordID}`,
  },
  render: () => (
    <EngagementStage
      viewer="moderator"
      seed={seedWith({ statuses: ["none"], recordType: "discussion", recordID: one.recordID, page: 1 }, [
        one,
      ])}
    >
      <ReportsPage isForbidden={() => false} forbidden={null} />
    </EngagementStage>
  ),
};
