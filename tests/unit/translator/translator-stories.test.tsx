// The translator's stories render from their seeded cache alone (no request leaves), show what they are named for,
// and are axe-clean, as the visual run will need. Play functions run in Storybook only.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as stories from "../../../stories/translator/Translator.stories";
import { axeViolations } from "../widget-axe";

interface AnyStory {
  render?: (args: never, context: never) => ReactElement;
}

const fetchSpy = vi.fn(async () => new Response(null, { status: 599 }));

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

describe("Translator stories", () => {
  it.each([
    ["Loading", "Loading translations"],
    ["WithTranslations", "Product Announcements"],
    ["UnsavedEditsConfirmation", "Product Announcements"],
    ["OnlyOneRecordType", "Only one record type at a time."],
    ["SingleLocale", "Translating needs at least two locales."],
    ["MachinePreFill", "Fill in with DeepL"],
    ["Button", "Translate"],
  ])("%s", async (name, text) => {
    const story = (stories as unknown as Record<string, AnyStory>)[name];
    const element = story?.render?.({} as never, {} as never);
    if (!element) throw new Error(`no story ${name}`);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
    expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
    expect(await axeViolations(document.body)).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("MachinePreFill answers the service from the cache", async () => {
    const element = (stories as unknown as Record<string, AnyStory>).MachinePreFill?.render?.(
      {} as never,
      {} as never,
    );
    if (!element) throw new Error("no story MachinePreFill");
    render(<QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>);
    await userEvent.click(await screen.findByRole("button", { name: "Fill in with DeepL" }));
    expect(await screen.findByText("You have unsaved changes")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /^Release notes/ }) as HTMLTextAreaElement).value).toMatch(
      /^Notes de version/,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
