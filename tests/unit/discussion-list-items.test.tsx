// Discussion list items (spec 001 §2.8, §5, §6; docs/reference/ui-behaviour.md#discussion-list-items): the unread
// badge only for a signed-in viewer, never on a closed redirect, when unread or with unread comments; the resolved
// icon for staff (staff.allow) with triage on; a discussion options menu on each row of a member.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { myPermissionsQuery } from "../../src/client/api/users";
import { SessionProvider } from "../../src/layout/session";
import { showsUnreadBadge } from "../../src/lib/discussion-list-rules";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";
import { DiscussionRow } from "../../widgets/discussions/DiscussionItems";
import { makeCurrentUser, makeDiscussion } from "../factories";
import { makePermissionsRecord, type RecordRole } from "../factories/permission-records";
import { axeViolations } from "./widget-axe";

const OPTIONS: DiscussionsWidgetHydrated["discussionOptions"] = {
  excerpt: { display: false },
  metas: {
    asIcons: false,
    display: {
      category: false,
      startedByUser: true,
      lastUser: false,
      lastCommentDate: false,
      viewCount: false,
      commentCount: false,
      score: false,
      userTags: false,
      unreadCount: true,
    },
  },
};

let triage = false;

beforeEach(() => {
  triage = false;
  vi.stubGlobal("fetch", async (url: string) => {
    if (url.startsWith("/api/v2/config")) return Response.json({ "triage.enabled": triage });
    return new Response(null, { status: 204 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = makeDiscussion({ discussionID: 42, categoryID: 3, name: "Printer on fire", resolved: false });

function renderRow(discussion: Discussion, role: RecordRole | "guest") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (role !== "guest") client.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord(role));
  const user = role === "guest" ? { ...makeCurrentUser(), userID: 0, name: "Guest" } : makeCurrentUser();
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={user}>
        <MemoryRouter>
          <DiscussionRow discussion={discussion} options={OPTIONS} member={role !== "guest"} />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe("the unread badge rule", () => {
  const facts = { type: "discussion", closed: false };
  it("needs a signed-in viewer and something unread", () => {
    expect(showsUnreadBadge({ ...facts, unread: true }, false)).toBe(false);
    expect(showsUnreadBadge({ ...facts, unread: true }, true)).toBe(true);
    expect(showsUnreadBadge({ ...facts, countUnread: 3 }, true)).toBe(true);
    expect(showsUnreadBadge({ ...facts, unread: false, countUnread: 0 }, true)).toBe(false);
  });

  it("never shows on a closed redirect", () => {
    expect(showsUnreadBadge({ type: "redirect", closed: true, unread: true }, true)).toBe(false);
    expect(showsUnreadBadge({ type: "redirect", closed: false, unread: true }, true)).toBe(true);
  });
});

describe("a discussion row", () => {
  it("shows a member 'New' on an unread discussion and the count of unread comments", async () => {
    renderRow({ ...base, unread: true }, "member");
    expect(screen.getByText("New")).toBeTruthy();
    cleanup();
    const { container } = renderRow({ ...base, unread: false, countUnread: 3 }, "member");
    expect(screen.getByText("3 new comments")).toBeTruthy();
    await screen.findByRole("button", { name: "Discussion Options" });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows a guest no badge and no options menu", () => {
    renderRow({ ...base, unread: true, countUnread: 2 }, "guest");
    expect(screen.queryByText("New")).toBeNull();
    expect(screen.queryByText(/new comment/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Discussion Options" })).toBeNull();
  });

  it("offers each member row its discussion options menu", async () => {
    renderRow(base, "moderator");
    fireEvent.click(await screen.findByRole("button", { name: "Discussion Options" }));
    expect(await screen.findByRole("menuitem", { name: "Deleted Comments" })).toBeTruthy();
  });

  it("shows staff the resolved icon once triage is on", async () => {
    renderRow({ ...base, resolved: true }, "administrator");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.queryByTitle("Resolved")).toBeNull();
    cleanup();
    triage = true;
    renderRow({ ...base, resolved: true }, "administrator");
    await waitFor(() => expect(screen.getByTitle("Resolved")).toBeTruthy());
    cleanup();
    renderRow({ ...base, resolved: false }, "administrator");
    await waitFor(() => expect(screen.getByTitle("Unresolved")).toBeTruthy());
  });

  it("shows no resolved icon to members without staff.allow", async () => {
    triage = true;
    renderRow({ ...base, resolved: true }, "member");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.queryByTitle("Resolved")).toBeNull();
  });
});
