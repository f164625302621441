// The Follow Category widget: its button for the page's category, axe-clean, opening the preferences panel with the
// follow it sends. The panel's behaviour is tested in notification-preferences/follow-control.test.tsx.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CategoryFollowWidgetHydrated } from "../../src/types/generated/widgets/hydrated/category-follow";
import CategoryFollowWidget from "../../widgets/category-follow/CategoryFollowWidget";
import { axeViolations } from "./widget-axe";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const props: CategoryFollowWidgetHydrated = {
  alignment: "end",
  isAsset: true,
  userID: 7,
  recordID: 12,
  name: "General",
  url: "/categories/general",
  canDigest: true,
  followed: false,
};

describe("CategoryFollowWidget", () => {
  it("shows Follow for the category and follows when its panel opens", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      if (init.method === "PATCH") bodies.push(JSON.parse(String(init.body)));
      const body = url.endsWith("/categories/12")
        ? { categoryID: 12, name: "General", url: "/categories/general" }
        : {
            "preferences.followed": true,
            "preferences.email.digest": false,
            "preferences.popup.posts": true,
            "preferences.email.posts": false,
            "preferences.popup.comments": true,
            "preferences.email.comments": false,
          };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <CategoryFollowWidget {...props} />
      </QueryClientProvider>,
    );
    const button = screen.getByRole("button", { name: "Follow General" });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(button);
    expect(bodies).toEqual([{ "preferences.followed": true }]);
    expect(button.textContent).toBe("Following");
    const panel = screen.getByRole("dialog", { name: "Notification Preferences" });
    expect(await within(panel).findByRole("checkbox", { name: "New comments: Popup" })).toHaveProperty(
      "checked",
      true,
    );
    // Without a url prop the category's address is read when the panel opens.
    expect((await within(panel).findByRole("link", { name: "View Category" })).getAttribute("href")).toBe(
      "/categories/general",
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
