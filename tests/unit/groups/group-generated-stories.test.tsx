// The generated group stories (stories/pages/Group.stories.tsx, stories/widgets/group-*.stories.tsx) hydrate through
// the preview runtime and render through the real LayoutRenderer without a broken widget, axe-clean, as the visual
// run will need: the page shows the group's header as its heading, its discussions and its members.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WidgetRegistryContext } from "../../../src/layout/LayoutContext";
import { GUEST_USER, SessionProvider } from "../../../src/layout/session";
import * as page from "../../../stories/pages/Group.stories";
import * as header from "../../../stories/widgets/group-header.stories";
import * as members from "../../../stories/widgets/group-members.stories";
import { widgetRegistry } from "../../../widgets/registry";
import { makeCurrentUser } from "../../factories";
import { axeViolations } from "../widget-axe";

interface LoadedStory {
  globals?: Record<string, unknown>;
  parameters?: { location?: string };
  loaders?: ((context: { globals: Record<string, unknown> }) => Promise<Record<string, unknown>>)[];
  render?: (args: never, context: never) => ReactElement;
}

beforeEach(() => {
  globalThis.__QUORUM_NOW__ = "2026-11-01T12:00:00Z";
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(null, { status: 599 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderStory(file: Record<string, unknown>, name: string, viewer: "guest" | "member") {
  const story = file[name] as LoadedStory;
  const globals = { ...story.globals, viewer, device: "desktop" };
  const loaded = Object.assign(
    {},
    ...(await Promise.all((story.loaders ?? []).map((load) => load({ globals })))),
  );
  const element = story.render?.({} as never, { loaded, globals } as never);
  if (!element) throw new Error(`no story ${name}`);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={viewer === "member" ? makeCurrentUser() : GUEST_USER}>
        <MemoryRouter initialEntries={[story.parameters?.location ?? "/"]}>
          <WidgetRegistryContext.Provider value={widgetRegistry}>{element}</WidgetRegistryContext.Provider>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe("the generated group stories", () => {
  it("the group page shows the header, the group's discussions and its members", async () => {
    const { container } = await renderStory(page, "Desktop", "member");
    expect(await screen.findByRole("heading", { level: 1, name: "Trail Runners" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Groups" }).getAttribute("href")).toBe("/groups");
    expect(await screen.findByRole("heading", { name: "Members" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Discussions" })).toBeTruthy();
    expect(container.querySelector('[data-widget="group-members"] li')).not.toBeNull();
    expect(container.textContent).not.toMatch(/Error Loading|could not be rendered/i);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    [header, "Default", "guest", "Sign in to join"],
    [header, "Member", "member", "New Discussion"],
    [members, "LeaderWithRequestsToJoin", "member", "Requests to join (2)"],
    [members, "Default", "guest", "coach_dana"],
  ] as const)("a widget story shows what it is named for (%#)", async (file, name, viewer, text) => {
    const { container } = await renderStory(file, name, viewer);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
