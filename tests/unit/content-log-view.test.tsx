// The content log page: word diffs, versions from edit entries, the revision history and the deleted comments views
// with Restore.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContentLogView, logViewOf } from "../../src/client/editing/ContentLogView";
import { logQueryOf } from "../../src/client/editing/LogFilterPage";
import { buildVersions } from "../../src/client/editing/revisions";
import { MAX_DIFF_CELLS, wordDiff } from "../../src/lib/editing/word-diff";
import type { ContentLogEntry } from "../../src/types/generated/api/content-log-entry";
import type { PostSource } from "../../src/types/generated/api/post-source";
import { toastStore } from "../../src/ui/toast-store";
import { makeUser } from "../factories";
import { axeViolations } from "./widget-axe";

const author = makeUser({ userID: 31, name: "MariaGarcia" });
const moderator = makeUser({ userID: 2, name: "moderator" });

const entry = (over: Partial<ContentLogEntry>): ContentLogEntry => ({
  logID: 1,
  recordType: "discussion",
  recordID: 12,
  parentRecordID: 3,
  operation: "edit",
  data: {},
  insertUserID: author.userID,
  insertUser: author,
  recordUserID: author.userID,
  recordUser: author,
  dateInserted: "2026-10-31T10:00:00.000Z",
  recordExists: true,
  ...over,
});

const current: PostSource = {
  recordType: "discussion",
  recordID: 12,
  discussionID: 12,
  categoryID: 3,
  name: "Printer on fire after the update",
  body: "It jams on every page.",
  format: "markdown",
  insertUserID: author.userID,
  dateInserted: "2026-10-30T10:00:00.000Z",
  dateUpdated: "2026-11-01T09:00:00.000Z",
  updateUserID: moderator.userID,
  closed: false,
  editableUntil: null,
};

const edits = [
  entry({
    logID: 1,
    data: {
      name: "Printer on fire",
      body: "It jams on every second page.",
      dateUpdated: "2026-10-30T10:00:00.000Z",
    },
  }),
  entry({
    logID: 2,
    insertUserID: moderator.userID,
    insertUser: moderator,
    dateInserted: "2026-11-01T09:00:00.000Z",
    data: { name: "Printer on fire after the update", body: "It jams on every other page." },
  }),
];

describe("wordDiff", () => {
  it("marks the words removed and added, keeping what both share", () => {
    expect(wordDiff("It jams on every second page.", "It jams on every page now.")).toEqual([
      { kind: "same", text: "It jams on every " },
      { kind: "removed", text: "second" },
      { kind: "added", text: "page" },
      { kind: "same", text: " " },
      { kind: "removed", text: "page." },
      { kind: "added", text: "now." },
    ]);
    expect(wordDiff("same", "same")).toEqual([{ kind: "same", text: "same" }]);
    expect(wordDiff("", "new text")).toEqual([{ kind: "added", text: "new text" }]);
  });

  it("reads a huge rewrite as replaced whole instead of building a huge table", () => {
    const words = Math.ceil(Math.sqrt(MAX_DIFF_CELLS)) + 10;
    const before = Array.from({ length: words }, (_, i) => `a${i}`).join(" ");
    const after = Array.from({ length: words }, (_, i) => `b${i}`).join(" ");
    expect(wordDiff(before, after).map((part) => part.kind)).toEqual(["removed", "added"]);
  });
});

describe("buildVersions", () => {
  it("makes each edit entry the version it replaced and the current text the last, with who made each", () => {
    const versions = buildVersions(edits, current);
    expect(versions.map((v) => [v.number, v.name, v.author?.name, v.current])).toEqual([
      [1, "Printer on fire", "MariaGarcia", false],
      [2, "Printer on fire after the update", "MariaGarcia", false],
      [3, "Printer on fire after the update", "moderator", true],
    ]);
  });
});

describe("the /log/filter query", () => {
  it("reads the address and picks the view", () => {
    const revisions = logQueryOf(new URLSearchParams("recordType=discussion&recordID=12&junk=1"));
    expect(revisions).toEqual({ recordType: "discussion", recordID: 12 });
    expect(logViewOf(revisions)).toBe("revisions");
    const deleted = logQueryOf(new URLSearchParams("parentRecordID=12&recordType=comment&operation=delete"));
    expect(logViewOf(deleted)).toBe("deletedComments");
    expect(logQueryOf(new URLSearchParams("recordType=evil&recordID=-3&operation=DROP"))).toEqual({});
  });
});

describe("ContentLogView", () => {
  let restored: string[];
  beforeEach(() => {
    restored = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      const path = url.split("?")[0];
      const reply = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
      if (init.method === "POST") {
        restored.push(path ?? "");
        return reply({ commentID: 640 });
      }
      if (path === "/api/v2/discussions/12/edit") return reply(current);
      if (url.includes("operation=delete")) {
        return reply([
          entry({
            logID: 52,
            recordType: "comment",
            recordID: 640,
            parentRecordID: 12,
            operation: "delete",
            insertUser: moderator,
            data: { body: "Buy toner!", dateInserted: "2026-10-31T08:00:00.000Z" },
            bodyHtml: "<p>Buy toner!</p>",
            recordExists: restored.length > 0,
          }),
        ]);
      }
      return reply(edits);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toastStore.getState().clearToasts();
  });

  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it("lists the versions newest first with what changed", async () => {
    render(
      <QueryClientProvider client={client()}>
        <ContentLogView query={{ recordType: "discussion", recordID: 12 }} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole("list", { name: "Versions, newest first" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Version 3 (current)",
      "Version 2",
      "Version 1",
    ]);
    expect(items[0]?.querySelector("del")?.textContent).toBe("Removed: other ");
    expect(items[1]?.textContent).toContain("Title: Printer on fire");
    expect(items[1]?.querySelector("ins")?.textContent).toBe("Added:  after the update");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("shows deleted comments with who deleted them, and restores one", async () => {
    render(
      <QueryClientProvider client={client()}>
        <ContentLogView query={{ recordType: "comment", parentRecordID: 12, operation: "delete" }} />
      </QueryClientProvider>,
    );
    expect((await screen.findByText("Buy toner!")).closest("li")?.textContent).toContain(
      "deleted by moderator",
    );
    fireEvent.click(screen.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(screen.getByText("Restored.")).toBeTruthy());
    expect(restored).toEqual(["/api/v2/logs/52/restore"]);
  });
});
