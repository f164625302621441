// The profile pages through the whole client app (router, session, query cache) with fetch mocked:
// /profile/{name} (header, labels, tabs with counts, reactions received, latest discussions), the restricted view of a
// private profile, guests' Sign In and Register, an unknown name; the Discussions, Comments and Reactions tabs with
// the API queries they make; /profile/edit saving only what changed, showing field errors and upload refusals.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { Comment } from "../../src/types/generated/api/comment";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { Permissions } from "../../src/types/generated/api/permissions";
import type { User } from "../../src/types/generated/api/user";
import { makeDiscussion, makeProfile, makeReactedPost, makeRestrictedProfile, makeUser } from "../factories";
import { axeViolations } from "./widget-axe";

const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };
const ADA = makeProfile({
  userID: 21,
  name: "ada",
  title: "Community Lead",
  countDiscussions: 45,
  countComments: 310,
});
const SELF = makeProfile({ userID: 7, name: "member", email: "member@example.com", title: null });

const PERMISSIONS: Permissions = {
  isAdmin: false,
  permissions: [{ type: "global", permissions: { "profiles.view": true, "conversations.add": true } }],
  junctions: { category: [] },
  junctionAliases: { category: {} },
};

interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}
type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
let calls: Call[] = [];

function mockApi(handler: (call: Call) => Reply | undefined) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        params: url.searchParams,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
      };
      calls.push(call);
      const reply =
        call.path === "/api/v2/users/$me/permissions"
          ? { status: 200, body: PERMISSIONS }
          : (handler(call) ?? { status: 404, body: { message: "Not found.", status: 404 } });
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "Content-Type": "application/json", ...reply.headers },
      });
    }),
  );
}

const page = (items: unknown[], total = items.length): Reply => ({
  status: 200,
  body: items,
  headers: { "X-App-Page-Result-Count": String(total) },
});

function renderAt(url: string, currentUser: CurrentUser = MEMBER) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = { site: { name: "Quorum", description: "" }, currentUser, status: 200 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

const inMain = async () => within(await screen.findByRole("main"));

beforeEach(() => {
  globalThis.__QUORUM_NOW__ = "2026-11-01T12:00:00Z";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/profile/{userName}", () => {
  it("shows the header, the tabs with counts, the reactions received and the latest discussions", async () => {
    const discussions = [
      makeDiscussion({ discussionID: 301, name: "Scaling the search index" }),
      makeDiscussion({ discussionID: 302, name: "Release notes for 4.2" }),
    ];
    mockApi((call) => {
      if (call.path === "/api/v2/users/by-name/ada") return { status: 200, body: ADA };
      if (call.path === "/api/v2/discussions") return page(discussions, 45);
      return undefined;
    });
    const { container } = renderAt("/profile/ada");
    const main = await inMain();
    expect(await main.findByRole("heading", { level: 1, name: "ada" })).toBeTruthy();
    expect(main.getByText("Community Lead")).toBeTruthy();
    expect(main.getByText("Joined")).toBeTruthy();
    // Message waits for the permissions record (conversations.add).
    expect((await main.findByRole("link", { name: "Message" })).getAttribute("href")).toBe(
      "/messages/add/ada",
    );
    expect(main.queryByRole("link", { name: "Edit Profile" })).toBeNull();
    const tabs = within(main.getByRole("navigation", { name: "Profile" }));
    expect(tabs.getByRole("link", { name: /Overview/ }).getAttribute("aria-current")).toBe("page");
    expect(tabs.getByRole("link", { name: "Discussions 45" }).getAttribute("href")).toBe(
      "/profile/discussions/21/ada",
    );
    expect(tabs.getByRole("link", { name: "Comments 310" }).getAttribute("href")).toBe(
      "/profile/comments/21/ada",
    );
    const firstReaction = ADA.reactionsReceived?.[0];
    if (!firstReaction) throw new Error("the factory gives reactions");
    expect(main.getByRole("link", { name: new RegExp(`^${firstReaction.name}`) }).getAttribute("href")).toBe(
      `/profile/reactions/ada?reaction=${firstReaction.urlcode}`,
    );
    const latest = await main.findByRole("list", { name: "Latest discussions" });
    expect(within(latest).getByRole("link", { name: "Scaling the search index" })).toBeTruthy();
    expect(main.getByRole("link", { name: "All discussions (45)" })).toBeTruthy();
    const request = calls.find((call) => call.path === "/api/v2/discussions");
    expect(request?.params.get("insertUserID")).toBe("21");
    expect(request?.params.get("limit")).toBe("5");
    // The title is set by an effect, which may run after the heading is already in the document.
    await waitFor(() => expect(document.title).toBe("ada - Quorum"));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers Edit Profile on one's own profile, with the email", async () => {
    mockApi((call) => {
      if (call.path === "/api/v2/users/by-name/member") return { status: 200, body: SELF };
      if (call.path === "/api/v2/discussions") return page([]);
      return undefined;
    });
    renderAt("/profile/member");
    const main = await inMain();
    expect(await main.findByRole("link", { name: "Edit Profile" })).toBeTruthy();
    expect(main.getByText("member@example.com")).toBeTruthy();
    expect(main.queryByRole("link", { name: "Message" })).toBeNull();
    expect(await main.findByText("No discussions yet.")).toBeTruthy();
  });

  it("shows a private profile restricted, with the spec's text and no tabs", async () => {
    mockApi((call) =>
      call.path === "/api/v2/users/by-name/shy"
        ? { status: 200, body: makeRestrictedProfile({ userID: 30, name: "shy" }) }
        : undefined,
    );
    const { container } = renderAt("/profile/shy");
    const main = await inMain();
    expect(await main.findByText("This user's profile is private.")).toBeTruthy();
    expect(main.getByText("Private")).toBeTruthy();
    expect(main.queryByRole("navigation", { name: "Profile" })).toBeNull();
    expect(calls.some((call) => call.path === "/api/v2/discussions")).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks guests to sign in or register, and says when there is no such user", async () => {
    mockApi((call) =>
      call.path.startsWith("/api/v2/users/by-name/")
        ? { status: 401, body: { message: "You need to sign in to do that.", status: 401 } }
        : undefined,
    );
    renderAt("/profile/ada", GUEST_USER);
    let main = await inMain();
    expect((await main.findByRole("link", { name: "Sign In" })).getAttribute("href")).toBe(
      "/entry/signin?target=%2Fprofile%2Fada",
    );
    expect(main.getByRole("link", { name: "Register" }).getAttribute("href")).toBe(
      "/entry/register?target=%2Fprofile%2Fada",
    );
    cleanup();
    mockApi(() => undefined);
    renderAt("/profile/nobody");
    main = await inMain();
    expect(await main.findByText("The page you were looking for could not be found.")).toBeTruthy();
  });
});

describe("the list tabs", () => {
  it("/profile/discussions/{userID}/{userName}: the user's discussions, a page at a time, last authors open cards", async () => {
    const discussion = makeDiscussion({ discussionID: 310, name: "Caching at the edge", countComments: 3 });
    discussion.lastUser = makeUser({ userID: 44, name: "grace" });
    mockApi((call) => {
      if (call.path === "/api/v2/users/21") return { status: 200, body: ADA };
      if (call.path === "/api/v2/discussions") return page([discussion], 45);
      return undefined;
    });
    renderAt("/profile/discussions/21/ada?page=2");
    const main = await inMain();
    const list = await main.findByRole("list", { name: "Discussions by ada" });
    expect(within(list).getByRole("link", { name: "Caching at the edge" })).toBeTruthy();
    expect(await within(list).findByRole("button", { name: "grace" })).toBeTruthy();
    const request = calls.find((call) => call.path === "/api/v2/discussions");
    expect(Object.fromEntries(request?.params ?? [])).toMatchObject({
      insertUserID: "21",
      page: "2",
      limit: "30",
      sort: "-dateInserted",
    });
    expect(main.getByRole("navigation", { name: /pag/i })).toBeTruthy();
  });

  it("/profile/comments/{userID}/{userName}: the user's comments with the discussion each is in", async () => {
    const comment: Comment = {
      commentID: 900,
      discussionID: 310,
      categoryID: 1,
      parentCommentID: null,
      depth: 1,
      body: "<p>Try the <strong>edge cache</strong> first.</p>",
      insertUserID: 21,
      dateInserted: "2026-10-30T10:00:00.000Z",
      dateUpdated: null,
      score: 2,
      url: "/discussion/comment/900#Comment_900",
      discussion: {
        discussionID: 310,
        name: "Caching at the edge",
        url: "/discussion/310/caching-at-the-edge",
      },
    };
    mockApi((call) => {
      if (call.path === "/api/v2/users/21") return { status: 200, body: ADA };
      if (call.path === "/api/v2/comments") return page([comment]);
      return undefined;
    });
    const { container } = renderAt("/profile/comments/21/ada");
    const main = await inMain();
    const list = await main.findByRole("list", { name: "Comments by ada" });
    expect(within(list).getByRole("link", { name: "Caching at the edge" }).getAttribute("href")).toBe(
      "/discussion/310/caching-at-the-edge",
    );
    expect(within(list).getByText("edge cache").tagName).toBe("STRONG");
    expect(calls.find((call) => call.path === "/api/v2/comments")?.params.get("insertUserID")).toBe("21");
    expect(
      within(main.getByRole("navigation", { name: "Profile" }))
        .getByRole("link", { name: /Comments/ })
        .getAttribute("aria-current"),
    ).toBe("page");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("/profile/reactions/{userName}?reaction=: one tab per reaction, the chosen one's posts", async () => {
    const received = ADA.reactionsReceived ?? [];
    const second = received[1];
    if (!second) throw new Error("the factory gives two reactions or more");
    const posts = [
      makeReactedPost({ recordID: 41, recordType: "discussion" }),
      makeReactedPost({ recordID: 42, recordType: "comment" }),
    ];
    mockApi((call) => {
      if (call.path === "/api/v2/users/by-name/ada") return { status: 200, body: ADA };
      if (call.path === "/api/v2/users/21/reacted-posts") return page(posts);
      return undefined;
    });
    const { container } = renderAt(`/profile/reactions/ada?reaction=${second.urlcode.toUpperCase()}`);
    const main = await inMain();
    const tabs = await main.findByRole("list", { name: "Reactions received" });
    expect(
      within(tabs)
        .getByRole("link", { name: new RegExp(`^${second.name}`) })
        .getAttribute("aria-current"),
    ).toBe("page");
    const list = await main.findByRole("list", { name: `Posts that received ${second.name}` });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByRole("link", { name: `Comment in ${posts[1]?.name}` })).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/v2/users/21/reacted-posts")?.params.get("reaction")).toBe(
      second.urlcode,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says so when no reaction was received", async () => {
    mockApi((call) =>
      call.path === "/api/v2/users/by-name/ada"
        ? { status: 200, body: { ...ADA, reactionsReceived: [] } }
        : undefined,
    );
    renderAt("/profile/reactions/ada");
    expect(await (await inMain()).findByText("No reactions yet.")).toBeTruthy();
  });
});

describe("/profile/edit", () => {
  function mockEdit(onPatch: (body: Record<string, unknown>) => Reply, onUpload?: () => Reply) {
    let current: User = SELF;
    mockApi((call) => {
      if (call.path === "/api/v2/users/7" && call.method === "GET") return { status: 200, body: current };
      if (call.path === "/api/v2/users/7" && call.method === "PATCH") {
        const reply = onPatch(call.body as Record<string, unknown>);
        if (reply.status === 200) current = reply.body as User;
        return reply;
      }
      if (call.path === "/api/v2/media" && onUpload) return onUpload();
      return undefined;
    });
  }

  it("saves only the fields that changed, then says so", async () => {
    const patches: Record<string, unknown>[] = [];
    mockEdit((body) => {
      patches.push(body);
      return { status: 200, body: { ...SELF, ...body } };
    });
    const { container } = renderAt("/profile/edit");
    const main = await inMain();
    const title = await main.findByLabelText("Title");
    expect((main.getByLabelText("Email") as HTMLInputElement).value).toBe("member@example.com");
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(title, { target: { value: "Night owl" } });
    fireEvent.click(main.getByLabelText("Keep my profile private"));
    fireEvent.click(main.getByRole("button", { name: "Save" }));
    expect(await main.findByText("Your profile was saved.")).toBeTruthy();
    expect(patches).toEqual([{ title: "Night owl", private: true }]);
    // Saved values are the new starting point: saving again changes nothing.
    fireEvent.click(main.getByRole("button", { name: "Save" }));
    expect(await main.findByText("Nothing to save: no field changed.")).toBeTruthy();
    expect(patches).toHaveLength(1);
  });

  it("shows a taken name on its field", async () => {
    mockEdit(() => ({
      status: 422,
      body: {
        message: "That name is already taken.",
        status: 422,
        errors: { name: [{ field: "name", code: "taken", message: "That name is already taken." }] },
      },
    }));
    renderAt("/profile/edit");
    const main = await inMain();
    const name = await main.findByLabelText("Name");
    fireEvent.change(name, { target: { value: "ada" } });
    fireEvent.click(main.getByRole("button", { name: "Save" }));
    expect(await main.findByText("That name is already taken.")).toBeTruthy();
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
  });

  it("uploads a photo, shows the server's refusal, and saves the new photo's address", async () => {
    let refuse = true;
    const patches: Record<string, unknown>[] = [];
    mockEdit(
      (body) => {
        patches.push(body);
        return { status: 200, body: { ...SELF, ...body } };
      },
      () =>
        refuse
          ? {
              status: 413,
              body: {
                message: "The uploaded file was too big (max 5 MB).",
                status: 413,
                errors: {
                  file: [
                    { field: "file", code: "maxSize", message: "The uploaded file was too big (max 5 MB)." },
                  ],
                },
              },
            }
          : {
              status: 201,
              body: {
                mediaID: 5,
                url: "/media/abc.png",
                name: "me.png",
                type: "image/png",
                size: 10,
                width: 1,
                height: 1,
              },
            },
    );
    renderAt("/profile/edit");
    const main = await inMain();
    const chooser = await main.findByLabelText("Upload a new photo");
    const file = new File([new Uint8Array([0x89, 0x50])], "me.png", { type: "image/png" });
    fireEvent.change(chooser, { target: { files: [file] } });
    expect(await main.findByText("The uploaded file was too big (max 5 MB).")).toBeTruthy();
    refuse = false;
    fireEvent.change(chooser, { target: { files: [file] } });
    expect(await main.findByRole("img", { name: "member's photo" })).toBeTruthy();
    fireEvent.click(main.getByRole("button", { name: "Save" }));
    expect(await main.findByText("Your profile was saved.")).toBeTruthy();
    expect(patches).toEqual([{ photoUrl: "/media/abc.png" }]);
  });

  it("asks guests to sign in", async () => {
    mockApi(() => undefined);
    renderAt("/profile/edit", GUEST_USER);
    expect(await (await inMain()).findByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith("/api/v2/users/0"))).toBe(false);
  });
});
