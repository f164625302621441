// Modal: portalled to <body>, labelled by its title, focus in / trapped / returned, Escape and backdrop close.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MODAL_SIZES, Modal, type ModalSize } from "../../../src/ui/Modal";
import { axeViolations } from "../widget-axe";

afterEach(cleanup);

function Harness({ size = "medium", onClose }: { size?: ModalSize; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit profile
      </button>
      <Modal
        open={open}
        size={size}
        title="Edit profile"
        description="Changes show on your profile at once."
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Save</button>}
      >
        <label>
          Name <input defaultValue="Ada" />
        </label>
      </Modal>
    </>
  );
}

function open() {
  const opener = screen.getByRole("button", { name: "Edit profile" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole("dialog") };
}

describe("Modal", () => {
  it("renders nothing while closed", () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is a modal dialog portalled to body, named by its title and described by its description", async () => {
    const { container } = render(<Harness />);
    const { dialog } = open();
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByRole("dialog", { name: "Edit profile" })).toBe(dialog);
    const describedBy = dialog.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Changes show on your profile at once.");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("moves focus to the first field of its body and keeps Tab inside", () => {
    render(<Harness />);
    const { dialog } = open();
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(document.activeElement).toBe(input);
    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    fireEvent.keyDown(save, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(save);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape and gives focus back to the opener", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { opener } = open();
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Name" }), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes from the Close button and from a press on the backdrop, not from a press inside", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = open();
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    open();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("locks the page's scrolling while open and restores it after", () => {
    document.body.style.overflow = "auto";
    render(<Harness />);
    open();
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(document.body.style.overflow).toBe("auto");
  });

  it.each(MODAL_SIZES)("renders size %s", (size) => {
    render(<Harness size={size} />);
    const { dialog } = open();
    expect(dialog.parentElement?.dataset.modalSize).toBe(size);
  });

  it("uses the documented modal widths", () => {
    const widths: Partial<Record<ModalSize, string>> = {
      small: "max-w-[375px]",
      medium: "max-w-[516px]",
      large: "max-w-[720px]",
      xl: "max-w-[1022px]",
      xxl: "max-w-[1320px]",
      sidePanelRight: "max-w-[400px]",
      sidePanelLeft: "max-w-[400px]",
    };
    for (const [size, width] of Object.entries(widths)) {
      render(<Harness size={size as ModalSize} />);
      const { dialog } = open();
      expect(dialog.className).toContain(width);
      cleanup();
    }
  });

  it("honours initialFocus", () => {
    function WithInitialFocus() {
      const save = useRef<HTMLButtonElement>(null);
      return (
        <Modal open title="Rename" onClose={() => {}} initialFocus={save}>
          <input aria-label="New name" />
          <button ref={save} type="button">
            Keep name
          </button>
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep name" }));
  });

  it("can focus its Close button on open, and lay the body out flush", () => {
    render(
      <Modal open title="Site Navigation" size="sidePanelLeft" onClose={() => {}} initialFocus="close" flush>
        <a href="/discussions">Posts</a>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    const body = screen.getByRole("link", { name: "Posts" }).parentElement;
    expect(body?.className).toBe("flex min-h-0 flex-1 flex-col");
  });
});
