// The hand-written stories of the user card and the profile pages render from their factories alone (no request
// leaves), show what they are named for, and are axe-clean, as the visual run will need.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../src/layout/session";
import * as profile from "../../stories/pages/Profile.stories";
import * as card from "../../stories/ui/UserCard.stories";
import { makeCurrentUser } from "../factories";
import { axeViolations } from "./widget-axe";

interface AnyStory {
  args?: Record<string, unknown>;
  parameters?: { location?: string };
  render?: (args: never, context: never) => ReactElement;
}

const fetchSpy = vi.fn(async () => new Response(null, { status: 599 }));

beforeEach(() => {
  globalThis.__QUORUM_NOW__ = "2026-11-01T12:00:00Z";
  fetchSpy.mockClear();
  vi.stubGlobal("fetch", fetchSpy);
  vi.stubGlobal(
    "EventSource",
    class {
      close() {}
      addEventListener() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** As .storybook/preview.tsx wraps every story: a query client, the member session, a router at the story's address. */
function renderStory(story: AnyStory) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const element = story.render?.((story.args ?? {}) as never, {} as never);
  if (!element) throw new Error("the story has no render function");
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={makeCurrentUser()}>
        <MemoryRouter initialEntries={[story.parameters?.location ?? "/"]}>{element}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const cardTexts: Record<string, string> = {
  Full: "Message",
  WithEmailPrivate: "ada.lovelace@example.com",
  WithoutMessage: "View Profile",
  Banned: "Banned",
  RestrictedPrivate: "This user's profile is private.",
  RestrictedBanned: "This user has been banned.",
  NotFound: "This user has been deleted.",
  LoadError: "Failed to load user",
  Loading: "Loading ada.lovelace",
  MobileModal: "Message",
};

describe("UserCard stories", () => {
  it.each(Object.entries(cardTexts))("%s", async (name, text) => {
    const story = (card as unknown as Record<string, AnyStory>)[name];
    if (!story) throw new Error(`no story ${name}`);
    renderStory(story);
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe("Profile stories", () => {
  it.each([
    ["Overview", "Latest discussions"],
    ["PrivateProfile", "This user's profile is private."],
    ["Reactions", "Comment in"],
    ["Edit", "Keep my profile private"],
  ])("%s", async (name, text) => {
    const story = (profile as unknown as Record<string, AnyStory>)[name];
    if (!story) throw new Error(`no story ${name}`);
    renderStory(story);
    expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
    expect(await axeViolations(document.body)).toEqual([]);
    // Only the title bar's own requests (unread counts) may leave; the page's data is all in the cache.
    const pageRequests = fetchSpy.mock.calls
      .map((call) => String((call as unknown[])[0]))
      .filter((url) => !url.includes("me-counts") && !url.includes("/notifications"));
    expect(pageRequests).toEqual([]);
  });
});
