// The report dialog (docs/reference/permissions.md#global-permissions: flag.add with the escalations flag): reasons
// and a note for the moderators.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReportDialog } from "../../src/client/engagement/ReportDialog";

const meta = {
  title: "Engagement/Report Dialog",
  component: ReportDialog,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof ReportDialog>;

export const Discussion: Story = {
  args: { open: true, recordType: "discussion", recordID: 42, onClose: () => undefined },
};

export const Comment: Story = {
  args: { open: true, recordType: "comment", recordID: 901, onClose: () => undefined },
};
