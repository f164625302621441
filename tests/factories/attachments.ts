// Attachments made by integrations and the integration catalogue (docs/reference/integrations.md), for tests,
// stories and the post-attachments widget's previews.
import type { Attachment } from "../../src/types/generated/api/attachment";
import type { IntegrationCatalogItem } from "../../src/types/generated/api/integration-catalog-item";
import { hoursAgo } from "./clock";
import { nextID } from "./sequence";

export function makeAttachment(overrides: Partial<Attachment> = {}): Attachment {
  const attachmentID = overrides.attachmentID ?? nextID("attachment");
  return {
    attachmentID,
    attachmentType: "github-issue",
    recordType: "discussion",
    recordID: 1,
    sourceID: "#42",
    sourceUrl: "https://github.com/quorum-demo/support/issues/42",
    status: "open",
    metadata: [
      { labelCode: "Repository", value: "quorum-demo/support" },
      { labelCode: "Labels", value: "bug, needs triage" },
    ],
    insertUserID: 2,
    dateInserted: hoursAgo(5),
    dateUpdated: null,
    dateRefreshed: hoursAgo(1),
    ...overrides,
  };
}

export function makeCatalogItem(overrides: Partial<IntegrationCatalogItem> = {}): IntegrationCatalogItem {
  return {
    attachmentType: "github-issue",
    name: "GitHub Issues",
    title: "Create a GitHub issue",
    label: "Create GitHub issue",
    submitButton: "Create issue",
    externalIDLabel: "Issue",
    logoIcon: "github",
    attachmentTypeIcon: "issue",
    postSuccessMessage: "The GitHub issue was created.",
    writeableContentScope: "all",
    recordTypes: ["discussion", "comment"],
    ...overrides,
  };
}
