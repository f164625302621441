// Integrations on the post page (docs/reference/integrations.md): the items a discussion was escalated to as staff
// see them (a Refresh button on each), and the escalation dialog the discussion options open, its form rendered
// from the schema GET /attachments/schema answers. Data comes from the factories through a seeded query cache:
// nothing is fetched and nothing is sent.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { attachmentFormSchemaQuery } from "../../src/client/api/attachments";
import { EscalateDialog } from "../../src/client/integrations/EscalateDialog";
import { PreviewModeProvider } from "../../src/layout/preview-mode";
import type { IntegrationFormSchema } from "../../src/types/generated/api/integration-form-schema";
import { hoursAgo } from "../../tests/factories";
import { makeAttachment, makeCatalogItem } from "../../tests/factories/attachments";
import { IntegrationAttachmentList } from "../../widgets/post-attachments/IntegrationAttachments";

const meta = {
  title: "Post/Integrations",
  parameters: { layout: "padded", location: "/discussion/12/printer-on-fire" },
} satisfies Meta;

export default meta;

type Story = StoryObj;

const record = { recordType: "discussion" as const, recordID: 12 };

const githubForm: IntegrationFormSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  title: "Create a GitHub issue",
  required: ["title"],
  additionalProperties: false,
  properties: {
    title: {
      type: "string",
      title: "Title",
      default: "Printer on fire after the update",
      minLength: 1,
      maxLength: 256,
      "x-control": { inputType: "textBox" },
    },
    body: {
      type: "string",
      title: "Description",
      default:
        "Since this morning's update the office printer shows error 42 and smells of smoke.\n\nhttps://community.example.com/discussion/12/printer-on-fire",
      maxLength: 60000,
      "x-control": { inputType: "textArea" },
    },
    labels: {
      type: "string",
      title: "Labels",
      description: "Separate labels with commas. Labels the repository lacks are created.",
      default: "",
      maxLength: 1000,
      "x-control": { inputType: "commaList" },
    },
  },
};

function Stage({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(
      attachmentFormSchemaQuery({ attachmentType: "github-issue", ...record }).queryKey,
      githubForm,
    );
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <PreviewModeProvider value={true}>
        <div style={{ maxWidth: 720 }}>{children}</div>
      </PreviewModeProvider>
    </QueryClientProvider>
  );
}

/** Staff see a Refresh button on each item (community.moderate or staff.allow). */
export const AttachmentsForStaff: Story = {
  render: () => (
    <Stage>
      <IntegrationAttachmentList
        canRefresh
        items={[
          {
            attachment: makeAttachment({ attachmentID: 1, recordID: 12 }),
            integration: { name: "GitHub Issues", externalIDLabel: "Issue", logoIcon: "github" },
          },
          {
            attachment: makeAttachment({
              attachmentID: 2,
              recordID: 12,
              sourceID: "#57",
              sourceUrl: "https://github.com/quorum-demo/support/issues/57",
              status: "closed",
              metadata: [{ labelCode: "Repository", value: "quorum-demo/support" }],
              dateRefreshed: hoursAgo(26),
            }),
            integration: { name: "GitHub Issues", externalIDLabel: "Issue", logoIcon: "github" },
          },
          {
            attachment: makeAttachment({
              attachmentID: 3,
              attachmentType: "webhook",
              recordID: 12,
              sourceID: "SD-1042",
              sourceUrl: "https://support.example.com/tickets/SD-1042",
              status: "waiting on customer",
              metadata: [],
            }),
            integration: { name: "Support desk", externalIDLabel: "Ticket", logoIcon: "webhook" },
          },
        ]}
      />
    </Stage>
  ),
};

/** The escalation form of GitHub Issues, its defaults taken from the post. */
export const EscalateToGitHub: Story = {
  render: () => (
    <Stage>
      <EscalateDialog integration={makeCatalogItem()} record={record} onClose={() => undefined} />
    </Stage>
  ),
};
