// The New Post menu: which post types a viewer gets, where they lead, and the menu's keyboard behaviour.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { NewPostMenuProps } from "../../src/types/generated/widgets/new-post";
import { newPostItems } from "../../widgets/new-post/items";
import NewPostMenu from "../../widgets/new-post/NewPostMenu";
import { axeViolations } from "./widget-axe";

afterEach(cleanup);

function props(overrides: Partial<NewPostMenuProps> = {}): NewPostMenuProps {
  return {
    titleType: "none",
    title: "",
    postableDiscussionTypes: ["discussion", "question", "poll"],
    asOwnButtons: [],
    excludedButtons: [],
    customLabels: { showLabels: false },
    ...overrides,
  };
}

describe("newPostItems", () => {
  it("offers nothing to a viewer who may not post", () => {
    expect(newPostItems(props(), { canPost: false })).toEqual([]);
  });

  it("lists the postable types in order, minus the excluded ones, as links to the post form", () => {
    const items = newPostItems(props({ excludedButtons: ["poll"], asOwnButtons: ["question"] }), {
      canPost: true,
    });
    expect(items).toEqual([
      {
        id: "discussion",
        label: "New Discussion",
        action: "/post/discussion",
        type: "link",
        icon: "comment",
        asOwnButton: false,
      },
      {
        id: "question",
        label: "Ask a Question",
        action: "/post/question",
        type: "link",
        icon: "question",
        asOwnButton: true,
      },
    ]);
  });

  it("starts the post in the page's category and uses custom labels only when asked", () => {
    const labelled = { showLabels: true, discussion: "Share an idea" };
    const [first] = newPostItems(props({ customLabels: labelled }), { canPost: true, categoryID: 7 });
    expect(first).toMatchObject({ label: "Share an idea", action: "/post/discussion/7" });
    const [plain] = newPostItems(props({ customLabels: { ...labelled, showLabels: false } }), {
      canPost: true,
    });
    expect(plain?.label).toBe("New Discussion");
  });
});

describe("NewPostMenu", () => {
  const hydrated = (overrides: Partial<NewPostMenuProps> = {}) => {
    const p = props(overrides);
    return { ...p, items: newPostItems(p, { canPost: true }) };
  };

  it("renders nothing without items", () => {
    const { container } = render(<NewPostMenu {...props()} items={[]} />);
    expect(container.innerHTML).toBe("");
  });

  it("opens the menu from the keyboard, moves with the arrows and closes with Escape", async () => {
    const user = userEvent.setup();
    const { container } = render(<NewPostMenu {...hydrated()} />);
    const toggle = screen.getByRole("button", { name: /new post/i });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    toggle.focus();
    await user.keyboard("{ArrowDown}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement?.textContent).toBe("New Discussion");
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement?.textContent).toBe("New Poll");
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("shows own-button types as links beside the menu, and one remaining type as a plain button", () => {
    render(
      <NewPostMenu
        {...hydrated({ postableDiscussionTypes: ["discussion", "question"], asOwnButtons: ["question"] })}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "New Discussion" }).getAttribute("href")).toBe(
      "/post/discussion",
    );
    expect(screen.getByRole("link", { name: "Ask a Question" }).getAttribute("href")).toBe("/post/question");
  });

  it("uses the custom menu label and title", () => {
    render(
      <NewPostMenu
        {...hydrated({
          titleType: "static",
          title: "Join in",
          customLabels: { showLabels: true, menu: "Start something" },
        })}
      />,
    );
    const region = screen.getByRole("region", { name: "Join in" });
    expect(within(region).getByRole("button", { name: /start something/i })).toBeTruthy();
  });
});
