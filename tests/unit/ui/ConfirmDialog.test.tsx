import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "../../../src/ui/ConfirmDialog";

afterEach(cleanup);

const QUESTION = "Are you sure you want to delete this discussion?";

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = props.onConfirm ?? vi.fn();
  const onCancel = props.onCancel ?? vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete Discussion"
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      destructive
      {...props}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {QUESTION}
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe("ConfirmDialog", () => {
  it("asks its question in a dialog named by its title, focus on Cancel when destructive", () => {
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Delete Discussion" }).textContent).toContain(QUESTION);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
  });

  it("cancels on Cancel and on Escape", () => {
    const { onCancel, onConfirm } = renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("disables both buttons while the caller's mutation runs, then shows its error", async () => {
    let reject: (error: Error) => void = () => {};
    const action = () =>
      new Promise<void>((_resolve, rejectPromise) => {
        reject = rejectPromise;
      });
    const onCancel = vi.fn();
    function Deleting() {
      const deleting = useMutation({ mutationFn: action });
      return (
        <ConfirmDialog
          open
          title="Delete Discussion"
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          destructive
          pending={deleting.isPending}
          onConfirm={() => deleting.mutateAsync()}
          onCancel={onCancel}
        >
          {QUESTION}
        </ConfirmDialog>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Deleting />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const pending = (await screen.findByRole("button", { name: "Deleting…" })) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onCancel).not.toHaveBeenCalled();
    await act(async () => reject(new Error("You don't have permission to delete this discussion.")));
    expect(screen.getByRole("alert").textContent).toContain(
      "You don't have permission to delete this discussion.",
    );
    expect((screen.getByRole("button", { name: "Delete" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("focuses Confirm when the action is not destructive", () => {
    renderDialog({ destructive: false, confirmLabel: "Publish" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Publish" }));
  });
});
