// The bulk moderation stories render from their own data (nothing fetched), show what they are named for and are
// axe-clean, as the visual run will need.
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as stories from "../../../stories/bulk/BulkModeration.stories";
import { axeViolations } from "../widget-axe";

const fetchSpy = vi.fn(async () => new Response(null, { status: 599 }));

beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EXPECTED: Record<string, string> = {
  SelectionToastThreeSelected: "3 discussions selected",
  SelectionToastWithFailures: "Permission Problem",
  MoveFormWithWarning: "You don’t have the edit permission on the following discussions:",
  MergeFormChoosingDestination: "Merge into",
  MergeFormTooFew: "You must select at least 2 discussions to merge.",
  CloseFormConfirmation: "Close 2 discussions?",
  DeleteFormConfirmation: "Are you sure you want to delete 2 discussions?",
  LongBatchInProgress: "45 of 120 deleted",
};

describe("bulk moderation stories", () => {
  it("covers every story", () => {
    const names = Object.keys(stories).filter((name) => name !== "default");
    expect(names.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [name, text] of Object.entries(EXPECTED)) {
    it(`${name} renders and is axe-clean`, async () => {
      const story = (stories as unknown as Record<string, { render: () => ReactElement }>)[name];
      if (!story) throw new Error(`no story ${name}`);
      render(story.render());
      expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(await axeViolations(document.body)).toEqual([]);
    });
  }
});
