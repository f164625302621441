// Tabs: the WAI-ARIA tabs pattern (roving tabindex, arrows wrap, Home/End, selection follows focus, each tab
// names its panel) and the two panel modes.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, tabKeyTarget } from "../../../src/ui/Tabs";
import { axeViolations } from "../widget-axe";

afterEach(cleanup);

const TABS = [
  { id: "one", label: "One" },
  { id: "two", label: "Two" },
  { id: "three", label: "Three" },
];

function Harness({ panels, idPrefix }: { panels?: "selected" | "every"; idPrefix?: string }) {
  const [selected, setSelected] = useState("one");
  return (
    <Tabs
      tabs={TABS}
      selected={selected}
      onSelect={setSelected}
      label="Numbers"
      idPrefix={idPrefix}
      panels={panels}
      renderPanel={(id) => <p>Panel {id}</p>}
      tabClassName={(isSelected) => (isSelected ? "on" : "off")}
    />
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });
const selectedName = () =>
  screen.getAllByRole("tab").find((element) => element.getAttribute("aria-selected") === "true")?.textContent;

describe("tabKeyTarget", () => {
  it("wraps the arrows, jumps with Home and End, and ignores other keys", () => {
    expect(tabKeyTarget("ArrowRight", 2, 3)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 0, 3)).toBe(2);
    expect(tabKeyTarget("Home", 2, 3)).toBe(0);
    expect(tabKeyTarget("End", 0, 3)).toBe(2);
    expect(tabKeyTarget("ArrowDown", 0, 3)).toBeNull();
    expect(tabKeyTarget("ArrowRight", 0, 0)).toBeNull();
  });
});

describe("Tabs", () => {
  it("is a named tablist whose selected tab alone is in the Tab order and controls the panel", async () => {
    const { container } = render(<Harness />);
    expect(screen.getByRole("tablist", { name: "Numbers" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole("tabpanel");
    expect(tab("One").getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.getAttribute("aria-labelledby")).toBe(tab("One").id);
    expect(panel.textContent).toBe("Panel one");
    expect(tab("One").className).toBe("on");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("moves focus and selection with the arrow keys (wrapping), Home and End", () => {
    render(<Harness />);
    tab("One").focus();
    fireEvent.keyDown(tab("One"), { key: "ArrowRight" });
    expect(selectedName()).toBe("Two");
    expect(document.activeElement).toBe(tab("Two"));
    fireEvent.keyDown(tab("Two"), { key: "End" });
    expect(document.activeElement).toBe(tab("Three"));
    fireEvent.keyDown(tab("Three"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("One"));
    fireEvent.keyDown(tab("One"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Three"));
    fireEvent.keyDown(tab("Three"), { key: "Home" });
    expect(selectedName()).toBe("One");
    expect(screen.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel one");
  });

  it("leaves other keys alone and selects on click", () => {
    render(<Harness />);
    const event = fireEvent.keyDown(tab("One"), { key: "ArrowDown" });
    expect(event).toBe(true);
    expect(selectedName()).toBe("One");
    fireEvent.click(tab("Three"));
    expect(selectedName()).toBe("Three");
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel three");
  });

  it("keeps a hidden panel per tab in the 'every' mode, content only in the open one", () => {
    const { container } = render(<Harness panels="every" />);
    const panels = [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true]);
    expect(panels.map((panel) => panel.textContent)).toEqual(["Panel one", "", ""]);
    expect(panels.map((panel) => panel.id)).toEqual(
      screen.getAllByRole("tab").map((element) => element.getAttribute("aria-controls")),
    );
  });

  it("uses fixed ids from idPrefix", () => {
    render(<Harness idPrefix="inspector" />);
    expect(tab("Two").id).toBe("inspector-tab-two");
    expect(tab("Two").getAttribute("aria-controls")).toBe("inspector-panel-two");
  });
});
