// Flyouts (docs/reference/ui-behaviour.md#shared-components): one open at a time, Escape closes and returns focus,
// arrow keys in menus, outside press.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Flyout, FlyoutItem, FlyoutLinkItem, FlyoutSeparator } from "../../../src/ui/Flyout";
import { axeViolations } from "../widget-axe";

afterEach(cleanup);

function AccountMenu({ onSelect = () => {} }: { onSelect?: (name: string) => void }) {
  return (
    <Flyout label="My Account">
      <FlyoutLinkItem to="/profile/ada">Profile</FlyoutLinkItem>
      <FlyoutItem onSelect={() => onSelect("drafts")}>Drafts</FlyoutItem>
      <FlyoutItem onSelect={() => onSelect("disabled")} disabled>
        Moderation
      </FlyoutItem>
      <FlyoutSeparator />
      <FlyoutItem onSelect={() => onSelect("signout")}>Sign Out</FlyoutItem>
    </Flyout>
  );
}

const button = (name = "My Account") => screen.getByRole("button", { name });
const items = () => screen.getAllByRole("menuitem");

describe("Flyout menu", () => {
  it("opens a menu labelled by its button and focuses the first item", async () => {
    render(<AccountMenu />);
    expect(button().getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button());
    expect(button().getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("menu", { name: "My Account" });
    expect(button().getAttribute("aria-controls")).toBe(menu.id);
    expect(document.activeElement).toBe(items()[0]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("moves with the arrow keys, Home and End, wrapping and skipping disabled items", () => {
    render(<AccountMenu />);
    fireEvent.click(button());
    const menu = screen.getByRole("menu");
    const [profile, drafts, , signOut] = items();
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement).toBe(drafts);
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement).toBe(signOut);
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement).toBe(profile);
    fireEvent.keyDown(menu, { key: "ArrowUp" });
    expect(document.activeElement).toBe(signOut);
    fireEvent.keyDown(menu, { key: "Home" });
    expect(document.activeElement).toBe(profile);
    fireEvent.keyDown(menu, { key: "End" });
    expect(document.activeElement).toBe(signOut);
  });

  it("opens from the button with ArrowUp on the last item", () => {
    render(<AccountMenu />);
    fireEvent.keyDown(button(), { key: "ArrowUp" });
    expect(document.activeElement?.textContent).toBe("Sign Out");
  });

  it("closes on Escape and gives focus back to its button", () => {
    render(<AccountMenu />);
    fireEvent.click(button());
    fireEvent.keyDown(items()[1] as HTMLElement, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(button().getAttribute("aria-expanded")).toBe("false");
  });

  it("runs a chosen item, closes, and returns focus; a disabled item does nothing", () => {
    const onSelect = vi.fn();
    render(<AccountMenu onSelect={onSelect} />);
    fireEvent.click(button());
    fireEvent.click(screen.getByRole("menuitem", { name: "Moderation" }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole("menu")).toBeTruthy();
    fireEvent.click(screen.getByRole("menuitem", { name: "Drafts" }));
    expect(onSelect).toHaveBeenCalledWith("drafts");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it("closes on a press outside", () => {
    render(
      <>
        <AccountMenu />
        <p>Outside</p>
      </>,
    );
    fireEvent.click(button());
    fireEvent.mouseDown(screen.getByRole("menu"));
    expect(screen.getByRole("menu")).toBeTruthy();
    fireEvent.mouseDown(screen.getByText("Outside"));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("keeps one flyout open across the page", () => {
    render(
      <>
        <AccountMenu />
        <Flyout label="Notifications" kind="panel" width="titleBar">
          <p>No new notifications.</p>
        </Flyout>
      </>,
    );
    fireEvent.click(button());
    expect(screen.getByRole("menu")).toBeTruthy();
    fireEvent.click(button("Notifications"));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Notifications" }).className).toContain("w-[350px]");
    fireEvent.click(button());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("reports open changes", () => {
    const onOpenChange = vi.fn();
    render(
      <Flyout label="Options" onOpenChange={onOpenChange}>
        <FlyoutItem onSelect={() => {}}>Bookmark</FlyoutItem>
      </Flyout>,
    );
    fireEvent.click(button("Options"));
    fireEvent.click(button("Options"));
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });
});

describe("Flyout panel", () => {
  it("closes on Escape from its button too, and when focus leaves it", () => {
    render(
      <>
        <Flyout label="Messages" kind="panel">
          <a href="/messages">All messages</a>
        </Flyout>
        <button type="button">Elsewhere</button>
      </>,
    );
    fireEvent.click(button("Messages"), { detail: 1 });
    // A mouse click leaves focus on the button.
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.keyDown(button("Messages"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(button("Messages"), { detail: 0 });
    const link = screen.getByRole("link", { name: "All messages" });
    expect(document.activeElement).toBe(link);
    act(() => button("Elsewhere").focus());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
