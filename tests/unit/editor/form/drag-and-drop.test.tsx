// dragAndDrop: a reorderable list of cards. Moves by the keyboard-reachable buttons (dnd-kit's pointer and
// keyboard sensors drive the same `move`), removal, adding with defaults, announcements, errors per item.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DragAndDrop } from "../../../../src/client/editor/form/controls/DragAndDrop";
import { axeViolations } from "../../widget-axe";

afterEach(cleanup);

interface Link {
  name: string;
  url: string;
}

const LINKS: Link[] = [
  { name: "Community Guidelines", url: "/page/guidelines" },
  { name: "Browse Categories", url: "/categories" },
  { name: "Documentation", url: "https://docs.example.com" },
];

function Harness({ errors }: { errors?: Record<number, string[]> }) {
  const [items, setItems] = useState<unknown[]>(LINKS);
  return (
    <>
      <DragAndDrop
        id="f-links"
        label="Links"
        items={items}
        onChange={setItems}
        itemLabel={(item, index) => (item as Link).name || `Link ${index + 1}`}
        renderItem={(index) => (
          <label>
            Name
            <input
              value={(items[index] as Link).name}
              onChange={(event) =>
                setItems(
                  items.map((item, i) =>
                    i === index ? { ...(item as Link), name: event.target.value } : item,
                  ),
                )
              }
            />
          </label>
        )}
        createItem={() => ({ name: "", url: "" })}
        itemName="link"
        maxItems={4}
        itemID={(index) => `f-links-${index}`}
        itemErrors={(index) => errors?.[index] ?? []}
      />
      <output data-testid="order">{items.map((item) => (item as Link).name).join(" | ")}</output>
    </>
  );
}

const order = () => screen.getByTestId("order").textContent;

describe("DragAndDrop", () => {
  it("lists each item as a card with reorder, move, remove buttons; axe-clean", async () => {
    const { container } = render(<Harness />);
    expect(screen.getByRole("group", { name: "Links" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Reorder Documentation" })).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Move Community Guidelines up" }).getAttribute("aria-disabled"),
    ).toBe("true");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("moves items with the buttons, keeps focus on the moved item's button, and announces the move", () => {
    render(<Harness />);
    const down = screen.getByRole("button", { name: "Move Community Guidelines down" });
    down.focus();
    fireEvent.click(down);
    expect(order()).toBe("Browse Categories | Community Guidelines | Documentation");
    expect(document.activeElement).toBe(down);
    expect(screen.getByText("Community Guidelines moved to position 2 of 3.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Move Documentation up" }));
    expect(order()).toBe("Browse Categories | Documentation | Community Guidelines");
  });

  it("opens a card to edit its fields; the card keeps its state when it moves", () => {
    render(<Harness />);
    const header = screen.getByRole("button", { name: "Documentation" });
    expect(header.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(header);
    expect(header.getAttribute("aria-expanded")).toBe("true");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Docs" } });
    expect(order()).toBe("Community Guidelines | Browse Categories | Docs");
    fireEvent.click(screen.getByRole("button", { name: "Move Docs up" }));
    expect(screen.getByRole("button", { name: "Docs" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("adds an item (opened) up to maxItems, and removes one", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Link 4" }).getAttribute("aria-expanded")).toBe("true");
    expect((screen.getByRole("button", { name: "Add link" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Remove Browse Categories" }));
    expect(order()).toBe("Community Guidelines | Documentation | ");
    expect(screen.getByText("Browse Categories removed.")).toBeTruthy();
  });

  it("shows an item's problems on its card", () => {
    render(<Harness errors={{ 1: ["must NOT have fewer than 1 characters"] }} />);
    const card = screen.getAllByRole("listitem")[1] as HTMLElement;
    expect(within(card).getByText("1 problem")).toBeTruthy();
  });
});
