// The create post form widget with fetch mocked: the checks before posting, a new discussion posted with its type
// and tags, a moderator's announcement patched after, and scheduling (the draft saved, then scheduled, then the
// drafts page, the local copy forgotten); guests are asked to sign in. Discard Draft asks first; the edit mode keeps
// the discussion's format, offers the category only to editors, and shows an author's refusal instead of the form;
// another saved draft for the same place is announced in a toast.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Draft } from "../../../src/types/generated/api/draft";
import type { PostAssetCreatePostFormHydrated } from "../../../src/types/generated/widgets/hydrated/create-post-form";
import { Toaster } from "../../../src/ui/Toaster";
import { toastStore } from "../../../src/ui/toast-store";
import CreatePostFormAsset from "../../../widgets/create-post-form/CreatePostFormAsset";
import { makeDraft } from "../../factories";
import { axeViolations } from "../widget-axe";

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];
let listed: Draft[] = [];

beforeEach(() => {
  calls = [];
  listed = [];
  window.localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { "Content-Type": "application/json", ...headers },
        });
      if (call.path === "/api/v2/discussions" && call.method === "POST") {
        return reply(201, { discussionID: 77, url: "/discussion/77/new-post" });
      }
      if (call.path === "/api/v2/discussions/77") return reply(200, { discussionID: 77 });
      if (call.path === "/api/v2/discussions/40")
        return reply(200, { discussionID: 40, url: "/discussion/77/new-post" });
      if (call.path === "/api/v2/drafts" && call.method === "GET") {
        return reply(200, listed, { "X-App-Page-Result-Count": String(listed.length) });
      }
      if (call.path === "/api/v2/drafts" && call.method === "POST") {
        return reply(201, {
          draftID: 12,
          attributes: call.body && (call.body as { attributes: unknown }).attributes,
        });
      }
      if (call.path.startsWith("/api/v2/drafts/")) return reply(200, { draftID: 12 });
      return reply(404, { message: "Not found.", status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  toastStore.getState().clearToasts();
  vi.unstubAllGlobals();
});

function props(overrides: Partial<PostAssetCreatePostFormHydrated> = {}): PostAssetCreatePostFormHydrated {
  return {
    titleType: "static",
    apiParams: {},
    isAsset: true,
    title: "Create Post",
    signedIn: true,
    postType: "question",
    categories: [
      { categoryID: 3, name: "General Discussion", depth: 2, canAnnounce: false },
      { categoryID: 5, name: "Troubleshooting", depth: 2, canAnnounce: true },
    ],
    initialCategoryID: 3,
    taggingEnabled: true,
    tags: [
      { tagID: 1, name: "backups" },
      { tagID: 2, name: "networking" },
    ],
    record: null,
    draftID: null,
    ...overrides,
  };
}

function renderForm(value: PostAssetCreatePostFormHydrated) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/post/question/3"]}>
        <Toaster />
        <Routes>
          <Route path="/post/question/3" element={<CreatePostFormAsset {...value} />} />
          <Route path="/discussion/77/new-post" element={<p>Discussion page</p>} />
          <Route path="/drafts" element={<p>Drafts page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the create post form", () => {
  it("checks the title and body first, and is axe-clean", async () => {
    const { container } = renderForm(props());
    fireEvent.click(screen.getByRole("button", { name: "Post Question" }));
    expect(await screen.findByText("Give your post a title.")).toBeTruthy();
    expect(screen.getByText("Write something first.")).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/v2/discussions")).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("posts a question with its tags and opens it; no announcing where the member may not", async () => {
    renderForm(props());
    expect(screen.queryByLabelText("Announcement")).toBeNull();
    fill("Title", "How do I restore a backup?");
    fill("Body", "The restore button is greyed out.");
    fireEvent.click(screen.getByLabelText("backups"));
    fireEvent.click(screen.getByRole("button", { name: "Post Question" }));
    expect(await screen.findByText("Discussion page")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/v2/discussions")?.body).toEqual({
      name: "How do I restore a backup?",
      body: "The restore button is greyed out.",
      format: "markdown",
      categoryID: 3,
      type: "question",
      tagIDs: [1],
    });
  });

  it("announces after posting where the moderator may", async () => {
    renderForm(props({ initialCategoryID: 5, postType: "discussion" }));
    fill("Title", "Maintenance on Tuesday");
    fill("Body", "The forum will be read-only for an hour.");
    fill("Announcement", "recent");
    fireEvent.click(screen.getByRole("button", { name: "Post Discussion" }));
    expect(await screen.findByText("Discussion page")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/v2/discussions/77")).toMatchObject({
      method: "PATCH",
      body: { pinned: true, pinLocation: "recent" },
    });
  });

  it("schedules: refuses a past date, then saves the draft and schedules it", async () => {
    renderForm(props());
    fill("Title", "Weekly digest");
    fill("Body", "Here is what happened this week.");
    fireEvent.click(screen.getByLabelText("Schedule for later"));
    fill("Publish on", "2020-01-01T10:00:00");
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("The publication date must be in the future.")).toBeTruthy();

    const future = new Date(Date.now() + 86_400_000);
    const local = new Date(future.getTime() - future.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
    fill("Publish on", local);
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("Drafts page")).toBeTruthy();
    const saved = calls.find((call) => call.path === "/api/v2/drafts" && call.method === "POST");
    expect(saved?.body).toMatchObject({
      recordType: "discussion",
      parentRecordType: "category",
      parentRecordID: 3,
      attributes: {
        body: "Here is what happened this week.",
        draftMeta: { name: "Weekly digest", postTypeID: "question" },
      },
    });
    const scheduled = calls.find((call) => call.path === "/api/v2/drafts/schedule/12");
    expect(scheduled?.method).toBe("PATCH");
    const body = scheduled?.body as { dateScheduled?: string } | undefined;
    expect(Date.parse(body?.dateScheduled ?? "")).toBe(Math.floor(future.getTime() / 1000) * 1000);
    // The scheduled draft is the drafts page's now: no local copy to reopen it in the next new post.
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith("quorum.draft:"))).toEqual([]);
  });

  it("asks before discarding the draft, then clears the form and gives focus back", async () => {
    renderForm(props());
    fill("Title", "Half a thought");
    const discard = screen.getByRole("button", { name: "Discard Draft" });
    discard.focus();
    fireEvent.click(discard);
    const dialog = await screen.findByRole("dialog", { name: "Discard Draft" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Half a thought");
    await waitFor(() => expect(document.activeElement).toBe(discard));

    fireEvent.click(discard);
    const again = await screen.findByRole("dialog", { name: "Discard Draft" });
    fireEvent.click(within(again).getByRole("button", { name: "Discard Draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(discard));
  });

  it("announces another saved draft for this category in a toast with a link to it", async () => {
    listed = [
      makeDraft(31, {
        parentRecordID: 3,
        attributes: { draftMeta: { name: "Earlier idea", categoryID: 3 } },
      }),
    ];
    renderForm(props());
    const notices = screen.getByRole("region", { name: "Notices" });
    expect(await within(notices).findByText("Saved Draft Available.")).toBeTruthy();
    expect(within(notices).getByRole("link", { name: "Navigate to Draft" }).getAttribute("href")).toBe(
      "/post/editdiscussion/0/31",
    );
    const asked = calls.find((call) => call.path === "/api/v2/drafts" && call.method === "GET");
    expect(asked).toBeTruthy();
  });
});

describe("editing a discussion", () => {
  const record = {
    discussionID: 40,
    name: "Plain text notes",
    body: "Kept as text.",
    format: "text" as const,
    categoryID: 3,
    url: "/discussion/40/plain-text-notes",
    canMove: false,
  };

  it("saves in the discussion's own format; an author cannot pick another category", async () => {
    renderForm(props({ record, postType: "discussion" }));
    const category = screen.getByLabelText("Category") as HTMLSelectElement;
    expect(category.disabled).toBe(true);
    expect(screen.getByText("Only moderators can move a discussion to another category.")).toBeTruthy();
    fill("Body", "Kept as text, edited.");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Discussion page");
    expect(calls.find((call) => call.path === "/api/v2/discussions/40")?.body).toEqual({
      name: "Plain text notes",
      body: "Kept as text, edited.",
      format: "text",
    });
  });

  it("lets an editor pick the category", () => {
    renderForm(props({ record: { ...record, canMove: true }, postType: "discussion" }));
    expect((screen.getByLabelText("Category") as HTMLSelectElement).disabled).toBe(false);
  });

  it("shows why the author may no longer edit instead of the form", () => {
    renderForm(
      props({
        record,
        editRefusal: {
          message: "The time to edit this post has run out.",
          description: "Authors may edit their posts for a limited time after posting.",
        },
      }),
    );
    expect(screen.getByRole("alert").textContent).toContain("The time to edit this post has run out.");
    expect(screen.queryByLabelText("Body")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the discussion" }).getAttribute("href")).toBe(
      record.url,
    );
  });

  it("asks guests to sign in", () => {
    renderForm(props({ signedIn: false, categories: [] }));
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Post/ })).toBeNull();
  });
});
