// The group stories (stories/groups/) render from their factories alone (no group request leaves), show what they
// are named for, and are axe-clean, as the visual run will need.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../../src/layout/session";
import * as dialogs from "../../../stories/groups/GroupDialogs.stories";
import * as headers from "../../../stories/groups/GroupHeader.stories";
import * as pages from "../../../stories/groups/GroupsPage.stories";
import { makeCurrentUser } from "../../factories";
import { axeViolations } from "../widget-axe";

interface AnyStory {
  parameters?: { location?: string };
  render?: (args: never, context: never) => ReactElement;
}

const fetchSpy = vi.fn(async () => new Response(null, { status: 599 }));

beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderStory(file: Record<string, unknown>, name: string) {
  const story = file[name] as AnyStory | undefined;
  const element = story?.render?.({} as never, {} as never);
  if (!element) throw new Error(`no story ${name}`);
  // As .storybook/preview.tsx: seeded data stays fresh.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={makeCurrentUser()}>
        <MemoryRouter initialEntries={[story?.parameters?.location ?? "/"]}>{element}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const groupRequests = () =>
  fetchSpy.mock.calls.map((call) => String((call as unknown[])[0])).filter((url) => url.includes("/groups"));

describe("the group stories", () => {
  it.each([
    ["Invited", "You are invited to join this group."],
    ["RequestWaiting", "Your request to join is waiting for a leader's approval."],
    ["PrivateOutsider", "Only members can read this group's discussions."],
    ["Leader", "Edit Group"],
  ])("the header %s shows its state", async (name, text) => {
    const { container } = renderStory(headers, name);
    expect(screen.getByText(text)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(["Invite", "EditGroup"])("the %s dialog opens", async (name) => {
    renderStory(dialogs, name);
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("the groups page lists the seeded groups without asking the API", async () => {
    const { container } = renderStory(pages, "AllGroups");
    expect(screen.getByRole("tab", { name: "My Groups" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(groupRequests()).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("the create form shows the privacy choices", () => {
    renderStory(pages, "NewGroup");
    expect(screen.getByRole("radio", { name: "Private" })).toBeTruthy();
  });
});
