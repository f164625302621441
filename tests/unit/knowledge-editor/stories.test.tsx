// The knowledge editor's stories render from their factories alone (only the drafts API, which the autosave asks
// and previews do not have, is called), show what they are named for, and are axe-clean, as the visual run will
// need.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as editorStories from "../../../stories/knowledge-editor/ArticleEditor.stories";
import * as revisionStories from "../../../stories/knowledge-editor/ArticleRevisions.stories";
import * as convertStories from "../../../stories/knowledge-editor/ConvertToArticle.stories";
import { axeViolations } from "../widget-axe";

interface AnyStory {
  render?: (args: never, context: never) => ReactElement;
  beforeEach?: () => (() => void) | undefined;
}

const fetchSpy = vi.fn(async (_url: string) => new Response(null, { status: 599 }));

beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal("fetch", fetchSpy);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderStory(stories: Record<string, AnyStory>, name: string, text: string) {
  const story = stories[name];
  const undo = story?.beforeEach?.();
  const element = story?.render?.({} as never, {} as never);
  if (!element) throw new Error(`no story ${name}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/kb/articles/1/edit"]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
  expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
  expect(await axeViolations(document.body)).toEqual([]);
  const asked = fetchSpy.mock.calls.map(([url]) => String(url).split("?")[0]);
  expect(asked.filter((url) => url !== "/api/v2/drafts")).toEqual([]);
  undo?.();
}

describe("article editor stories", () => {
  it.each([
    ["NewArticle", "New Article"],
    ["Editing", "Update"],
    ["DraftRestored", "Your unsaved draft of this article was restored."],
    ["Preview", "Type the new name and save."],
    ["ScheduleOpen", "Publish on"],
    ["Refused", "You don't have permission to view this resource."],
    ["NotFound", "The page you were looking for could not be found."],
  ])("%s", (name, text) => renderStory(editorStories as Record<string, AnyStory>, name, text));
});

describe("article revisions stories", () => {
  it.each([
    ["List", "Changes from revision 2 to the current revision 3"],
    ["TwoCompared", "Changes from revision 1 to revision 2"],
    ["RestoreConfirm", "The article will show this revision's text again."],
  ])("%s", (name, text) => renderStory(revisionStories as Record<string, AnyStory>, name, text));
});

describe("convert to article stories", () => {
  it.each([
    ["AcceptedAnswer", "The accepted answer by MariaGarcia"],
    ["AlreadyConverted", "Writing a good bug report"],
  ])("%s", (name, text) => renderStory(convertStories as Record<string, AnyStory>, name, text));
});
