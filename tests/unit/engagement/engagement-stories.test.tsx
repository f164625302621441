// The engagement stories render from their factories alone (nothing fetched), show what they are named for and
// are axe-clean, as the visual run will need.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { type ComponentType, createElement, type ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../../src/layout/session";
import * as bar from "../../../stories/engagement/EngagementBar.stories";
import * as dialog from "../../../stories/engagement/ReportDialog.stories";
import * as reports from "../../../stories/engagement/ReportsPage.stories";
import * as share from "../../../stories/engagement/ShareMenu.stories";
import { makeCurrentUser } from "../../factories";
import { axeViolations } from "../widget-axe";

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
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderStory(module: Record<string, unknown>, name: string) {
  const story = module[name] as AnyStory | undefined;
  if (!story) throw new Error(`no story ${name}`);
  const meta = module.default as {
    component?: ComponentType<Record<string, unknown>>;
    parameters?: AnyStory["parameters"];
  };
  const element =
    story.render?.((story.args ?? {}) as never, {} as never) ??
    (meta.component ? createElement(meta.component, story.args ?? {}) : null);
  if (!element) throw new Error(`${name} renders nothing`);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const location = story.parameters?.location ?? meta.parameters?.location ?? "/";
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={makeCurrentUser()}>
        <MemoryRouter initialEntries={[location]}>{element}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const cases: [string, Record<string, unknown>, string, string][] = [
  ["bar: Member", bar, "Member", "24 points"],
  ["bar: Moderator", bar, "Moderator", "3 Reports"],
  ["bar: ClosedThread", bar, "ClosedThread", "0 point"],
  ["bar: Comment", bar, "Comment", "Awesome"],
  ["bar: TooltipWithOverflow", bar, "TooltipWithOverflow", "+3"],
  ["share: Discussion", share, "Discussion", "Share In Message"],
  ["share: Comment", share, "Comment", "Copy Link to Comment"],
  ["dialog: Discussion", dialog, "Discussion", "Report this discussion"],
  ["dialog: Comment", dialog, "Comment", "Report this comment"],
  ["reports: OpenReports", reports, "OpenReports", "Which backup tool do you use?"],
  ["reports: OnePost", reports, "OnePost", "Show all posts"],
];

describe("engagement stories", () => {
  it.each(cases)("%s", async (_label, module, name, text) => {
    renderStory(module, name);
    expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
    expect(await axeViolations(document.body)).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
