// The hand-written stories of the discussion options render from their factories alone (no request leaves), show
// what they are named for, and are axe-clean, as the visual run will need.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as stories from "../../stories/moderation/DiscussionOptions.stories";
import { axeViolations } from "./widget-axe";

interface AnyStory {
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

describe("Discussion options stories", () => {
  it.each([
    ["MemberMenu", "Dismiss"],
    ["ModeratorMenu", "Revision History"],
    ["AdministratorMenu", "Add to Collection"],
    ["Announce", "Announce everywhere"],
    ["MoveDiscussion", "Troubleshooting"],
    ["ChangeAuthor", "New author"],
    ["AddToCollection", "Best of October"],
    ["DeleteConfirmation", "Are you sure you want to delete this discussion?"],
  ])("%s", async (name, text) => {
    const story = (stories as unknown as Record<string, AnyStory>)[name];
    const element = story?.render?.({} as never, {} as never);
    if (!element) throw new Error(`no story ${name}`);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/discussion/12/printer-on-fire"]}>{element}</MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
    expect(await axeViolations(document.body)).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
