// The curation stories (stories/curation/) render from their own data alone (no request leaves), show what they are
// named for, are axe-clean as the visual run will need, and the collections page's reorder moves focus and says so.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as dialogs from "../../stories/curation/CurationDialogs.stories";
import * as pages from "../../stories/curation/CurationPages.stories";
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

function renderStory(stories: Record<string, AnyStory>, name: string) {
  const element = stories[name]?.render?.({} as never, {} as never);
  if (!element) throw new Error(`no story ${name}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/dashboard/collections?collection=1"]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("curation stories", () => {
  it.each([
    ["Dialogs", "NewCollection", "New collection…"],
    ["Dialogs", "EditTags", "printers"],
    ["Pages", "Collections", "Trail Runners"],
    ["Pages", "NoCollections", "There are no collections yet."],
    ["Pages", "Tags", "dark theme"],
    ["Pages", "MergeTag", "Find the tag to keep"],
  ] as const)("%s: %s shows %s", async (file, name, text) => {
    renderStory((file === "Dialogs" ? dialogs : pages) as unknown as Record<string, AnyStory>, name);
    expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
    expect(await axeViolations(document.body)).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("moves a record by keyboard, keeping focus on it and announcing its new place", async () => {
    renderStory(pages as unknown as Record<string, AnyStory>, "Collections");
    const down = screen.getByRole("button", { name: "Move down: Welcome to the community" });
    down.focus();
    fireEvent.click(down);
    const records = document.querySelector("ol");
    if (!records) throw new Error("no records list");
    const rows = () =>
      within(records)
        .getAllByRole("listitem")
        .map((row) => row.querySelector("a")?.textContent);
    await waitFor(() => expect(rows()[1]).toBe("Welcome to the community"));
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Move down: Welcome to the community" }),
    );
    expect(screen.getByRole("status").textContent).toBe("Moved Welcome to the community to position 2 of 4.");
    // Moved back to the top, where Move up is disabled: focus goes to its Move down.
    fireEvent.click(screen.getByRole("button", { name: "Move up: Welcome to the community" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Move down: Welcome to the community" }),
      ),
    );
    expect(rows()[0]).toBe("Welcome to the community");
  });
});
