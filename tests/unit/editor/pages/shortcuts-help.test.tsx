import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ShortcutsHelp } from "../../../../src/client/editor/pages/ShortcutsHelp";

afterEach(cleanup);

describe("ShortcutsHelp", () => {
  it("opens from its button with every shortcut, copy and paste included; Escape closes it and returns focus", () => {
    render(<ShortcutsHelp />);
    const button = screen.getByRole("button", { name: "Keyboard shortcuts" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    const panel = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
    const pairs = within(panel)
      .getAllByRole("term")
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(pairs).toContain("Ctrl+C = Copy the selected widget or section");
    expect(pairs).toContain("Ctrl+V = Paste after the selection, here or in another layout");
    expect(pairs).toContain("Ctrl+Z = Undo");
    fireEvent.keyDown(panel, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
