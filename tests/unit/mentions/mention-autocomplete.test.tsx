// Mention suggestions in a composer (docs/reference/api-conventions.md#mentions, docs/reference/errors.md#error-body,
// docs/reference/ui-behaviour.md#timings): the mention at the caret and its insertion (pure), then the text box with
// fetch mocked and fake timers: the 50 ms debounce, the query sent, the keys (ArrowUp/Down, Enter, Tab, Escape), a
// click, the 4xx-is-empty / 5xx-is-an-error rule, and axe with the list open.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MentionTextarea } from "../../../src/client/mentions/MentionTextarea";
import { insertMention, mentionAt, mentionText } from "../../../src/client/mentions/mention-token";
import { MENTION_DEBOUNCE_MS } from "../../../src/client/mentions/use-mention-autocomplete";
import type { MentionSuggestion } from "../../../src/types/generated/api/mention-suggestion";
import { axeViolations } from "../widget-axe";

describe("mentionAt", () => {
  it.each([
    ["@na", 3, { start: 0, end: 3, query: "na" }],
    ["Thanks @nadia.k", 15, { start: 7, end: 15, query: "nadia.k" }],
    ["line\n@Zoë", 9, { start: 5, end: 9, query: "Zoë" }],
    ['Ask @"Mary An', 13, { start: 4, end: 13, query: "Mary An" }],
    // The caret inside a name: the whole name is the token.
    ["hi @nadia there", 6, { start: 3, end: 9, query: "na" }],
  ])("finds the mention in %j at %i", (text, caret, token) => {
    expect(mentionAt(text, caret)).toEqual(token);
  });

  it.each([
    ["mail@example", 12],
    ["@", 1],
    ["@na ", 4],
    ["@@na", 4],
    ['@"done" ', 8],
    ["plain text", 10],
  ])("finds none in %j at %i", (text, caret) => {
    expect(mentionAt(text, caret)).toBeNull();
  });
});

describe("insertMention", () => {
  it("replaces the token with @name and a space, caret after it", () => {
    const text = "Thanks @na for this";
    const token = mentionAt(text, 10);
    if (!token) throw new Error("no token");
    expect(insertMention(text, token, "nadia")).toEqual({ text: "Thanks @nadia for this", caret: 14 });
  });

  it("quotes names the bare form would cut short", () => {
    expect(mentionText("nadia.k")).toBe("@nadia.k");
    expect(mentionText("Mary Ann")).toBe('@"Mary Ann"');
    expect(mentionText("sam.")).toBe('@"sam."');
  });
});

const PEOPLE: MentionSuggestion[] = [
  { userID: 11, name: "nadia", photoUrl: null, dateLastActive: "2026-10-30T10:00:00.000Z" },
  { userID: 12, name: "Nadine", photoUrl: null, dateLastActive: "2026-10-01T10:00:00.000Z" },
  { userID: 13, name: "Nat Roy", photoUrl: null, dateLastActive: null },
];

let requests: URL[] = [];
let reply: () => Response;

function stubFetch() {
  requests = [];
  reply = () => new Response(JSON.stringify(PEOPLE), { status: 200 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      requests.push(new URL(String(input), "http://localhost"));
      return reply();
    }),
  );
}

function Composer({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="box">Message</label>
      <MentionTextarea id="box" value={value} onValueChange={setValue} />
    </>
  );
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <main>
        <Composer />
      </main>
    </QueryClientProvider>,
  );
  const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });
  box.focus();
  return box;
}

/** Types the whole text at once, the caret at its end (jsdom puts it there when the value is set). */
const type = (box: HTMLTextAreaElement, text: string) =>
  act(() => fireEvent.change(box, { target: { value: text } }));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const press = (box: HTMLTextAreaElement, key: string) => act(() => fireEvent.keyDown(box, { key }));
const options = () => screen.queryAllByRole("option").map((option) => option.textContent);
const selected = () =>
  screen.getAllByRole("option").find((option) => option.getAttribute("aria-selected") === "true");

beforeEach(() => {
  vi.useFakeTimers();
  stubFetch();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("<MentionTextarea/>", () => {
  it("asks once the typing has paused for 50 ms, with the mention query", async () => {
    const box = setup();
    await type(box, "Hi @n");
    await wait(20);
    await type(box, "Hi @na");
    await wait(MENTION_DEBOUNCE_MS - 1);
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole("listbox")).toBeNull();
    await wait(1);
    await wait(0);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.pathname).toBe("/api/v2/users/by-names/");
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      name: "na*",
      order: "mention",
      limit: "50",
      siteSectionID: "",
    });
    expect(screen.getByRole("listbox", { name: "Mention suggestions" })).toBeTruthy();
    expect(options()).toEqual(["nadia", "Nadine", "Nat Roy"]);
    expect(screen.getByRole("status").textContent).toMatch(/^3 suggestions/);
  });

  it("moves with the arrows (wrapping), names the highlighted option on the box, and inserts it with Enter", async () => {
    const box = setup();
    await type(box, "Thanks @na");
    await wait(MENTION_DEBOUNCE_MS);
    await wait(0);
    expect(selected()?.textContent).toBe("nadia");
    expect(box.getAttribute("aria-activedescendant")).toBe(selected()?.id);
    expect(box.getAttribute("aria-controls")).toBe(screen.getByRole("listbox").id);
    await press(box, "ArrowDown");
    expect(selected()?.textContent).toBe("Nadine");
    await press(box, "ArrowUp");
    await press(box, "ArrowUp");
    expect(selected()?.textContent).toBe("Nat Roy");
    expect(box.getAttribute("aria-activedescendant")).toBe(selected()?.id);
    await press(box, "Enter");
    expect(box.value).toBe('Thanks @"Nat Roy" ');
    expect(box.selectionStart).toBe(box.value.length);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box.hasAttribute("aria-activedescendant")).toBe(false);
  });

  it("inserts with Tab too, and with a click on an option", async () => {
    const box = setup();
    await type(box, "@na");
    await wait(MENTION_DEBOUNCE_MS);
    await wait(0);
    await press(box, "Tab");
    expect(box.value).toBe("@nadia ");
    await type(box, "@nadia and @Na");
    await wait(MENTION_DEBOUNCE_MS);
    await wait(0);
    const nadine = screen.getByRole("option", { name: "Nadine" });
    await act(() => fireEvent.mouseDown(nadine));
    await act(() => fireEvent.click(nadine));
    expect(box.value).toBe("@nadia and @Nadine ");
  });

  it("closes on Escape until the mention changes, and leaves other keys alone while closed", async () => {
    const box = setup();
    await type(box, "@na");
    await wait(MENTION_DEBOUNCE_MS);
    await wait(0);
    await press(box, "Escape");
    expect(screen.queryByRole("listbox")).toBeNull();
    await press(box, "Enter");
    expect(box.value).toBe("@na");
    await type(box, "@nad");
    await wait(MENTION_DEBOUNCE_MS);
    await wait(0);
    // Narrowed at once to what is typed, then asked again.
    expect(options()).toEqual(["nadia", "Nadine"]);
    expect(requests.map((url) => url.searchParams.get("name"))).toEqual(["na*", "nad*"]);
  });

  it("closes when the caret leaves the mention", async () => {
    const box = setup();
    await type(box, "@na");
    await wait(MENTION_DEBOUNCE_MS);
    await wait(0);
    await type(box, "@na ");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("shows nothing for a refused query (4xx), and says so when the lookup fails (5xx)", async () => {
    reply = () => new Response(JSON.stringify({ message: "Bad", status: 400 }), { status: 400 });
    const box = setup();
    await type(box, "@na");
    await wait(MENTION_DEBOUNCE_MS);
    await wait(0);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    reply = () => new Response(JSON.stringify({ message: "Down", status: 503 }), { status: 503 });
    await type(box, "@nb");
    await wait(MENTION_DEBOUNCE_MS);
    await wait(0);
    expect(screen.getByRole("alert").textContent).toBe("Suggestions could not be loaded.");
  });

  it("is axe-clean with the list open", async () => {
    const box = setup();
    await type(box, "@na");
    await wait(MENTION_DEBOUNCE_MS);
    await wait(0);
    expect(screen.getByRole("listbox")).toBeTruthy();
    vi.useRealTimers();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
