// The follow toggle: optimistic change, the PATCH it sends, and the rollback with an error on failure.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render as renderBare, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CategoryFollowWidgetHydrated } from "../../src/types/generated/widgets/hydrated/category-follow";
import CategoryFollowWidget from "../../widgets/category-follow/CategoryFollowWidget";
import { axeViolations } from "./widget-axe";

/** The widget saves through the app's query client, as it does on every page. */
const render = (ui: ReactElement) =>
  renderBare(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

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
  followed: false,
};

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    await gate;
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  return { calls, release };
}

describe("CategoryFollowWidget", () => {
  it("follows at once and saves the preference", async () => {
    const user = userEvent.setup();
    const server = stubFetch(200, { "preferences.followed": true });
    const { container } = render(<CategoryFollowWidget {...props} />);
    const button = screen.getByRole("button", { name: "Follow General" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    await user.click(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.textContent).toContain("Following");
    expect(server.calls[0]?.url).toBe("/api/v2/categories/12/preferences/7");
    expect(server.calls[0]?.init.method).toBe("PATCH");
    expect(JSON.parse(String(server.calls[0]?.init.body))).toEqual({ "preferences.followed": true });
    server.release();
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("rolls back and shows the server's message when saving fails", async () => {
    const user = userEvent.setup();
    const server = stubFetch(403, { message: "Permission Problem", status: 403 });
    render(<CategoryFollowWidget {...props} followed={true} />);
    const button = screen.getByRole("button", { name: "Following General" });
    await user.click(button);
    expect(button.getAttribute("aria-pressed")).toBe("false");
    server.release();
    expect((await screen.findByRole("alert")).textContent).toBe("Permission Problem");
    expect(button.getAttribute("aria-pressed")).toBe("true");
  });
});
