// Editing on the post page: the remaining-time label and its re-check cadence (10 s, 5 s in the last minute, gone at
// the end), who gets the edit link, the comment options menu (items per role, keyboard, quote event, delete
// confirmation) and the comment edit form (save, field errors, cancel).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { myPermissionsQuery } from "../../src/client/api/users";
import { QUOTE_EVENT } from "../../src/client/composer/quote-event";
import {
  CommentEditForm,
  CommentOptionsMenu,
  DiscussionEditLink,
} from "../../src/client/editing/PostEditControls";
import { SessionProvider } from "../../src/layout/session";
import { editRecheckDelayMs, editTimeLabel, editTimeRemainingMs } from "../../src/lib/editing/edit-window";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { RenderClock } from "../../src/ui/render-clock";
import { toastStore } from "../../src/ui/toast-store";
import { makeComment, makeCurrentUser, makeDiscussion } from "../factories";
import { makePermissionsRecord, type RecordRole } from "../factories/permission-records";
import { axeViolations } from "./widget-axe";

const NOW = Date.parse("2026-11-01T12:00:00Z");
const viewer = makeCurrentUser({ userID: 7, name: "member" });

let calls: { method: string; url: string; body: unknown }[];
let answers: Record<string, unknown>;

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = url.split("?")[0] ?? url;
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`];
    if (answer instanceof Response) return answer;
    if (answer === undefined) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastStore.getState().clearToasts();
});

function wrap(role: RecordRole, children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord(role));
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={viewer}>
        <MemoryRouter>{children}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** A post by the viewer, `age` seconds old. */
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const discussion = (overrides: Partial<Discussion> = {}) =>
  makeDiscussion({
    discussionID: 12,
    categoryID: 3,
    insertUserID: viewer.userID,
    dateInserted: ago(10),
    ...overrides,
  });

describe("the edit window arithmetic", () => {
  it("labels the time left in whole units, rounded down", () => {
    expect(editTimeLabel(4 * 60_000 + 30_000)).toBe("4 minutes");
    expect(editTimeLabel(60_000)).toBe("1 minute");
    expect(editTimeLabel(59_000)).toBe("59 seconds");
    expect(editTimeLabel(1_000)).toBe("1 second");
    expect(editTimeLabel(3 * 3_600_000 + 5)).toBe("3 hours");
    expect(editTimeLabel(3 * 86_400_000)).toBe("3 days");
    expect(editTimeLabel(Number.POSITIVE_INFINITY)).toBe("");
  });

  it("re-checks every 10 s, every 5 s in the last minute; -1 is unlimited", () => {
    expect(editRecheckDelayMs(61_000)).toBe(10_000);
    expect(editRecheckDelayMs(60_000)).toBe(5_000);
    expect(editTimeRemainingMs(ago(100), 300, NOW)).toBe(200_000);
    expect(editTimeRemainingMs(ago(100), -1, NOW)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("DiscussionEditLink", () => {
  it("hydrates a server-rendered page with the server's remaining time, then reads the browser's clock", async () => {
    // Rendered with 4 min 5 s left; the browser hydrates 10 s later, past the minute: both write "4 minutes" first.
    const link = (
      <RenderClock now={NOW}>
        <DiscussionEditLink discussion={discussion({ dateInserted: ago(55) })} editContentTimeout={300} />
      </RenderClock>
    );
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(NOW);
    const container = document.createElement("div");
    container.innerHTML = renderToString(wrap("member", link));
    document.body.append(container);
    vi.setSystemTime(NOW + 10_000);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, wrap("member", link), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector("a")?.textContent).toBe("Edit (3 minutes)");
    act(() => root?.unmount());
    container.remove();
  });

  it("reads Edit (remaining time), counts down on the 10 s / 5 s cadence and disappears when the window ends", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(NOW);
    // 4 min 5 s left.
    render(
      wrap(
        "member",
        <DiscussionEditLink discussion={discussion({ dateInserted: ago(55) })} editContentTimeout={300} />,
      ),
    );
    const link = screen.getByRole("link", { name: "Edit (4 minutes)" });
    expect(link.getAttribute("href")).toBe("/post/editdiscussion/12");
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole("link").textContent).toBe("Edit (3 minutes)");
    // To 65 s left: the checks so far came every 10 s.
    await act(async () => vi.advanceTimersByTime(170_000));
    expect(screen.getByRole("link").textContent).toBe("Edit (1 minute)");
    // The next check is 10 s on (55 s left), then every 5 s.
    await act(async () => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole("link").textContent).toBe("Edit (1 minute)");
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole("link").textContent).toBe("Edit (55 seconds)");
    await act(async () => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole("link").textContent).toBe("Edit (55 seconds)");
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole("link").textContent).toBe("Edit (50 seconds)");
    await act(async () => vi.advanceTimersByTime(50_000));
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows plain Edit without a limit and to editors; nothing to others, or to the author when closed", () => {
    render(
      wrap(
        "member",
        <DiscussionEditLink discussion={discussion({ dateInserted: ago(1e6) })} editContentTimeout={-1} />,
      ),
    );
    expect(screen.getByRole("link").textContent).toBe("Edit");
    cleanup();
    render(
      wrap(
        "moderator",
        <DiscussionEditLink
          discussion={discussion({ insertUserID: 99, dateInserted: ago(1e6) })}
          editContentTimeout={60}
        />,
      ),
    );
    expect(screen.getByRole("link").textContent).toBe("Edit");
    cleanup();
    const { container } = render(
      wrap(
        "member",
        <DiscussionEditLink discussion={discussion({ insertUserID: 99 })} editContentTimeout={300} />,
      ),
    );
    expect(container.textContent).toBe("");
    cleanup();
    const closed = render(
      wrap(
        "member",
        <DiscussionEditLink discussion={discussion({ closed: true })} editContentTimeout={300} />,
      ),
    );
    expect(closed.container.textContent).toBe("");
  });
});

describe("CommentOptionsMenu", () => {
  const post = discussion({ insertUserID: 99 });
  const comment = (overrides: Partial<Comment> = {}): Comment =>
    makeComment(post, 5, {
      insertUserID: viewer.userID,
      dateInserted: new Date(Date.now() - 30_000).toISOString(),
      ...overrides,
    });

  function renderMenu(
    role: RecordRole,
    c: Comment,
    on: { onEdit?: () => void; onDeleted?: () => void } = {},
    d = post,
  ) {
    return render(
      wrap(
        role,
        <CommentOptionsMenu
          comment={c}
          discussion={d}
          onEdit={on.onEdit ?? (() => undefined)}
          onDeleted={on.onDeleted ?? (() => undefined)}
          editContentTimeout={300}
        />,
      ),
    );
  }

  async function items(): Promise<string[]> {
    fireEvent.click(screen.getByRole("button", { name: "Comment options" }));
    const menu = await screen.findByRole("menu");
    return within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent ?? "");
  }

  it("offers the author Edit with the time left and Quote; a moderator everything", async () => {
    renderMenu("member", comment());
    expect(await items()).toEqual(["Edit (4 minutes)", "Quote"]);
    cleanup();
    renderMenu("moderator", comment({ insertUserID: 99 }));
    expect(await items()).toEqual(["Edit", "Quote", "Delete", "Revision History"]);
    cleanup();
    // Someone else's comment in a closed discussion: a member may not even quote (no discussions.close).
    const { container } = renderMenu("member", comment({ insertUserID: 99 }), {}, { ...post, closed: true });
    expect(container.textContent).toBe("");
  });

  it("is worked from the keyboard: arrows and End move, Escape closes back to the button", async () => {
    const onEdit = vi.fn();
    renderMenu("moderator", comment({ insertUserID: 99 }), { onEdit });
    const button = screen.getByRole("button", { name: "Comment options" });
    button.focus();
    fireEvent.keyDown(button, { key: "ArrowDown" });
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Edit"));
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toBe("Quote");
    fireEvent.keyDown(menu, { key: "End" });
    expect(document.activeElement?.textContent).toBe("Revision History");
    fireEvent.keyDown(menu, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole("menuitem", { name: "Edit" }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("Quote sends the comment's Markdown to the composer as a window event", async () => {
    answers["GET /api/v2/comments/5/quote"] = {
      commentID: 5,
      markdown: "> @sam wrote:\n>\n> Hi\n\n",
      url: "/x",
    };
    const heard: string[] = [];
    const listener = (event: Event) =>
      heard.push((event as CustomEvent<{ markdown: string }>).detail.markdown);
    window.addEventListener(QUOTE_EVENT, listener);
    renderMenu("member", comment());
    fireEvent.click(screen.getByRole("button", { name: "Comment options" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Quote" }));
    await waitFor(() => expect(heard).toEqual(["> @sam wrote:\n>\n> Hi\n\n"]));
    window.removeEventListener(QUOTE_EVENT, listener);
  });

  it("Delete asks first, then deletes and tells the thread", async () => {
    const onDeleted = vi.fn();
    renderMenu("moderator", comment({ insertUserID: 99 }), { onDeleted });
    fireEvent.click(screen.getByRole("button", { name: "Comment options" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Are you sure you want to delete this comment?");
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      "/api/v2/comments/5",
    ]);
  });
});

describe("CommentEditForm", () => {
  const c = makeComment(discussion(), 8, { insertUserID: viewer.userID });

  it("starts from the source text, saves with PATCH and hands back the saved comment", async () => {
    answers["GET /api/v2/comments/8/edit"] = { body: "Old **text**", format: "markdown" };
    answers["PATCH /api/v2/comments/8"] = { ...c, body: "<p>New text</p>" };
    const onSaved = vi.fn();
    render(wrap("member", <CommentEditForm comment={c} onSaved={onSaved} onCancel={() => undefined} />));
    const box = await screen.findByDisplayValue("Old **text**");
    fireEvent.change(box, { target: { value: "New text" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...c, body: "<p>New text</p>" }));
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      body: "New text",
      format: "markdown",
    });
  });

  it("shows the body's field errors by the text box, and Cancel or Escape leaves", async () => {
    answers["GET /api/v2/comments/8/edit"] = { body: "x", format: "text" };
    answers["PATCH /api/v2/comments/8"] = new Response(
      JSON.stringify({
        message: "body must contain some text.",
        status: 422,
        errors: { body: [{ field: "body", code: "empty", message: "body must contain some text." }] },
      }),
      { status: 422, headers: { "Content-Type": "application/json" } },
    );
    const onCancel = vi.fn();
    render(wrap("member", <CommentEditForm comment={c} onSaved={() => undefined} onCancel={onCancel} />));
    const box = await screen.findByDisplayValue("x");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("body must contain some text.");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    fireEvent.keyDown(box, { key: "Escape" });
    expect(onCancel).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
