// The selection toast: its count, its actions by keyboard, the failure listing, and no axe violations.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SelectionToast } from "../../../src/client/bulk/SelectionToast";
import { axeViolations } from "../widget-axe";

afterEach(cleanup);

function renderToast(props: Partial<Parameters<typeof SelectionToast>[0]> = {}) {
  const handlers = { onAction: vi.fn(), onClear: vi.fn(), onDismissFailures: vi.fn() };
  render(<SelectionToast count={3} failures={[]} {...handlers} {...props} />);
  return handlers;
}

describe("SelectionToast", () => {
  it("says how many are selected and offers the four actions and clearing", async () => {
    const handlers = renderToast();
    expect(screen.getByText("3 discussions selected")).toBeTruthy();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Move");
    await user.keyboard("{Enter}");
    expect(handlers.onAction).toHaveBeenCalledWith("move");
    for (const label of ["Merge", "Close", "Delete"]) {
      fireEvent.click(screen.getByRole("button", { name: label }));
    }
    expect(handlers.onAction.mock.calls.map((call) => call[0])).toEqual(["move", "merge", "close", "delete"]);
    fireEvent.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(handlers.onClear).toHaveBeenCalled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("uses the singular for one and renders nothing for none", () => {
    renderToast({ count: 1 });
    expect(screen.getByText("1 discussion selected")).toBeTruthy();
    cleanup();
    const { container } = render(
      <SelectionToast
        count={0}
        failures={[]}
        onAction={vi.fn()}
        onClear={vi.fn()}
        onDismissFailures={vi.fn()}
      />,
    );
    expect(container.innerHTML).toBe("");
  });

  it("lists failed discussions with their errors", async () => {
    const handlers = renderToast({
      count: 1,
      failures: [{ discussionID: 4, name: "Locked topic", message: "Permission Problem", action: "move" }],
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Locked topic");
    expect(alert.textContent).toContain("Permission Problem");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss errors" }));
    expect(handlers.onDismissFailures).toHaveBeenCalled();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
