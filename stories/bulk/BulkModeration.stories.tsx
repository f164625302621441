// Bulk moderation (docs/reference/ui-behaviour.md#bulk-selection, docs/reference/errors.md#bulk-actions): the
// selection toast with and without failed items, and each bulk form as the moderator first sees it — the move form
// warning about a discussion they may not edit, the merge form choosing its destination (and refusing a single
// discussion), close, delete, and a long batch in progress.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BulkFormShell } from "../../src/client/bulk/forms/BulkFormShell";
import CloseForm from "../../src/client/bulk/forms/CloseForm";
import DeleteForm from "../../src/client/bulk/forms/DeleteForm";
import MergeForm from "../../src/client/bulk/forms/MergeForm";
import MoveForm from "../../src/client/bulk/forms/MoveForm";
import { SelectionToast } from "../../src/client/bulk/SelectionToast";
import type { SelectedDiscussion } from "../../src/client/bulk/selection-store";
import { msg } from "../../src/lib/i18n/msg";
import { BulkStage, READ_ONLY_CATEGORY } from "./bulk-stage";

const meta = {
  title: "Moderation/Bulk Moderation",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const noop = () => undefined;

const selection: SelectedDiscussion[] = [
  { discussionID: 101, name: "Welcome thread for November newcomers", categoryID: 2, closed: false },
  {
    discussionID: 102,
    name: "Introduce yourself: where are you posting from?",
    categoryID: 2,
    closed: false,
  },
  {
    discussionID: 103,
    name: "Moderator rota for the holidays",
    categoryID: READ_ONLY_CATEGORY?.categoryID ?? 2,
    closed: false,
  },
];

function Toast(props: { count: number; failures?: Parameters<typeof SelectionToast>[0]["failures"] }) {
  return (
    <BulkStage>
      <div
        style={{
          position: "absolute",
          insetInline: 16,
          bottom: 16,
          display: "flex",
          justifyContent: "center",
        }}
      >
        <SelectionToast
          count={props.count}
          failures={props.failures ?? []}
          onAction={noop}
          onClear={noop}
          onDismissFailures={noop}
        />
      </div>
    </BulkStage>
  );
}

export const SelectionToastThreeSelected: Story = { render: () => <Toast count={3} /> };

export const SelectionToastWithFailures: Story = {
  render: () => (
    <Toast
      count={1}
      failures={[
        {
          discussionID: 103,
          name: "Moderator rota for the holidays",
          message: "Permission Problem",
          action: "move",
        },
      ]}
    />
  ),
};

export const MoveFormWithWarning: Story = {
  render: () => (
    <BulkStage>
      <MoveForm discussions={selection} onClose={noop} />
    </BulkStage>
  ),
};

export const MergeFormChoosingDestination: Story = {
  render: () => (
    <BulkStage>
      <MergeForm discussions={selection.slice(0, 2)} onClose={noop} />
    </BulkStage>
  ),
};

export const MergeFormTooFew: Story = {
  render: () => (
    <BulkStage>
      <MergeForm discussions={selection.slice(0, 1)} onClose={noop} />
    </BulkStage>
  ),
};

export const CloseFormConfirmation: Story = {
  render: () => (
    <BulkStage>
      <CloseForm discussions={selection.slice(0, 2)} onClose={noop} />
    </BulkStage>
  ),
};

export const DeleteFormConfirmation: Story = {
  render: () => (
    <BulkStage>
      <DeleteForm discussions={selection.slice(0, 2)} onClose={noop} />
    </BulkStage>
  ),
};

export const LongBatchInProgress: Story = {
  render: () => (
    <BulkStage>
      <BulkFormShell
        title="Delete Discussions"
        description="Are you sure you want to delete 120 discussions? Their comments are deleted with them."
        error={null}
        running
        progress={{
          successIDs: Array.from({ length: 45 }, (_, i) => i + 1),
          failedIDs: [],
          exceptionsByID: {},
          total: 120,
        }}
        submitLabel="Delete"
        pendingLabel="Deleting…"
        progressMessage={msg("{done} of {total} deleted…")}
        canSubmit
        onSubmit={noop}
        onClose={noop}
      />
    </BulkStage>
  ),
};
