// The plain pages a route serves when its custom layout flag is off (docs/reference/routes.md#layout-routes),
// rendered by the app at the route's URL from the REST API, never a layout: the category list and a category
// (categoryList), a discussion and a comment link (post), and the create-post form (createPost), which posts to POST
// /api/v2/discussions and opens the new discussion.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { FeatureFlags } from "../../src/lib/layout-routes";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Permissions } from "../../src/types/generated/api/permissions";
import { makeCategory, makeCurrentUser, makeDiscussion } from "../factories";
import { axeViolations } from "./widget-axe";

const ALL_ON: FeatureFlags = { discussionList: true, categoryList: true, post: true, createPost: true };
const TABLE = { siteSections: [], customPages: [] };

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Answer = unknown | ((call: Call) => { status: number; body: unknown });

/** Answers fetches by "METHOD /path" (or "/path" for GET); anything else is a 404, and a lookup fails the test. */
function mockApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const call = {
        method,
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer =
        answers[`${method} ${url.pathname}`] ?? (method === "GET" ? answers[url.pathname] : undefined);
      const { status, body } =
        typeof answer === "function"
          ? answer(call)
          : answer === undefined
            ? { status: 404, body: { message: "Not found.", status: 404 } }
            : { status: 200, body: answer };
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

function renderAt(url: string, flagOff: keyof FeatureFlags, extra: Partial<QuorumState> = {}) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = {
    site: { name: "Quorum", description: "" },
    currentUser: GUEST_USER,
    status: 200,
    routing: { table: TABLE, flags: { ...ALL_ON, [flagOff]: false } },
    ...extra,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noLookup = (calls: Call[]) => expect(calls.some((call) => call.path.includes("/layouts/"))).toBe(false);

describe("categoryList off", () => {
  it("/categories shows the category tree from GET /categories", async () => {
    const help = makeCategory({
      categoryID: 3,
      name: "Help & Support",
      url: "/categories/help",
      children: [makeCategory({ categoryID: 4, name: "Installation", url: "/categories/installation" })],
    });
    const calls = mockApi({ "/api/v2/categories": [help] });
    renderAt("/categories", "categoryList");
    expect(await screen.findByRole("link", { name: "Installation" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Categories" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Help & Support" }).getAttribute("href")).toBe(
      "/categories/help",
    );
    noLookup(calls);
  });

  it("/categories/{urlcode} shows the category and its discussions", async () => {
    const general = makeCategory({ categoryID: 7, name: "General Discussion", url: "/categories/general" });
    const discussion = makeDiscussion({ discussionID: 31, name: "Say hello", categoryID: 7 });
    const calls = mockApi({
      "/api/v2/categories/general": general,
      "/api/v2/discussions": [discussion],
    });
    renderAt("/categories/general", "categoryList");
    expect(await screen.findByRole("link", { name: "Say hello" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "General Discussion" })).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/v2/discussions")?.search).toContain("categoryID=7");
    noLookup(calls);
  });
});

describe("post off", () => {
  const discussion = makeDiscussion({
    discussionID: 9,
    name: "Plain and simple",
    url: "/discussion/9/plain",
  });
  const comment = (commentID: number, text: string): Comment => ({
    commentID,
    discussionID: 9,
    categoryID: discussion.categoryID,
    parentCommentID: null,
    depth: 1,
    body: `<p>${text}</p>`,
    insertUserID: 2,
    dateInserted: "2026-06-01T10:00:00Z",
    dateUpdated: null,
    score: 0,
    url: `/discussion/comment/${commentID}#Comment_${commentID}`,
  });

  it("/discussion/{id} shows the discussion and its comments", async () => {
    const calls = mockApi({
      "/api/v2/discussions/9": { ...discussion, body: "<p>The body</p>" },
      "/api/v2/comments": [comment(50, "First!")],
    });
    renderAt("/discussion/9/plain", "post");
    expect(await screen.findByRole("heading", { level: 1, name: "Plain and simple" })).toBeTruthy();
    expect(screen.getByText("The body")).toBeTruthy();
    expect(screen.getByText("First!")).toBeTruthy();
    noLookup(calls);
  });

  it("/discussion/comment/{id} opens the comment's discussion with the comment marked", async () => {
    const calls = mockApi({
      "/api/v2/comments/51": comment(51, "The linked one"),
      "/api/v2/discussions/9": { ...discussion, body: "<p>The body</p>" },
      "/api/v2/comments": [comment(50, "First!"), comment(51, "The linked one")],
    });
    renderAt("/discussion/comment/51", "post");
    expect(await screen.findByRole("heading", { level: 1, name: "Plain and simple" })).toBeTruthy();
    const linked = screen.getByText("The linked one").closest("li");
    expect(linked?.getAttribute("aria-current")).toBe("location");
    expect(linked?.id).toBe("Comment_51");
    expect(screen.getByText("First!").closest("li")?.getAttribute("aria-current")).toBeNull();
    expect(calls.find((call) => call.path === "/api/v2/comments")?.search).toContain("discussionID=9");
    noLookup(calls);
  });

  it("shows a linked comment that is not among the first comments before the list", async () => {
    mockApi({
      "/api/v2/comments/99": comment(99, "Far down the thread"),
      "/api/v2/discussions/9": { ...discussion, body: "<p>The body</p>" },
      "/api/v2/comments": [comment(50, "First!")],
    });
    renderAt("/discussion/comment/99", "post");
    const section = await screen.findByRole("region", { name: "Linked comment" });
    expect(within(section).getByText("Far down the thread")).toBeTruthy();
  });

  it("says so when the comment cannot be seen", async () => {
    mockApi({});
    renderAt("/discussion/comment/77", "post");
    expect((await screen.findByRole("alert")).textContent).toBe("This comment could not be found.");
  });
});

describe("createPost off", () => {
  const member = makeCurrentUser({ userID: 5, name: "Member" });
  const permissions: Permissions = {
    isAdmin: false,
    permissions: [
      { type: "global", permissions: { "discussions.view": true, "discussions.add": true } },
      { type: "category", id: 12, permissions: { "discussions.view": true, "discussions.add": false } },
    ],
    junctions: { category: [12] },
  };
  const categories = [
    makeCategory({ categoryID: 10, name: "Community", displayAs: "heading" }),
    makeCategory({ categoryID: 11, name: "General Discussion", displayAs: "discussions" }),
    makeCategory({ categoryID: 12, name: "Announcements", displayAs: "discussions" }),
    makeCategory({ categoryID: 13, name: "Off Topic", displayAs: "discussions" }),
  ];

  it("asks a guest to sign in, coming back to the form afterwards", async () => {
    mockApi({});
    renderAt("/post/discussion/11", "createPost");
    const link = await screen.findByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe("/entry/signin?target=%2Fpost%2Fdiscussion%2F11");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("offers the categories the member may post in, the path's one chosen, and is axe-clean", async () => {
    mockApi({ "/api/v2/categories": categories, "/api/v2/users/$me/permissions": permissions });
    const { container } = renderAt("/post/discussion/13", "createPost", { currentUser: member });
    const select = (await screen.findByRole("combobox", { name: "Category" })) as HTMLSelectElement;
    const options = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Choose a category", "General Discussion", "Off Topic"]);
    expect(select.value).toBe("13");
    expect(screen.getByRole("heading", { level: 1, name: "New Post" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("checks the fields before posting, focusing the first one in error", async () => {
    const calls = mockApi({ "/api/v2/categories": categories, "/api/v2/users/$me/permissions": permissions });
    renderAt("/post/discussion", "createPost", { currentUser: member });
    fireEvent.click(await screen.findByRole("button", { name: "Post Discussion" }));
    const title = screen.getByRole("textbox", { name: "Title" });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Choose a category.")).toBeTruthy();
    expect(screen.getByText("Write something first.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("posts to POST /discussions and opens the new discussion", async () => {
    const created = makeDiscussion({
      discussionID: 77,
      name: "My question",
      url: "/discussion/77/my-question",
    });
    const calls = mockApi({
      "/api/v2/categories": categories,
      "/api/v2/users/$me/permissions": permissions,
      "POST /api/v2/discussions": () => ({ status: 201, body: created }),
      "/api/v2/discussions/77": { ...created, body: "<p>Hello there</p>" },
      "/api/v2/comments": [],
    });
    renderAt("/post/discussion/11", "createPost", { currentUser: member });
    fireEvent.input(await screen.findByRole("textbox", { name: "Title" }), {
      target: { value: " My question " },
    });
    fireEvent.input(screen.getByRole("textbox", { name: "Body" }), { target: { value: "Hello there" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Format" }), { target: { value: "text" } });
    fireEvent.click(screen.getByRole("button", { name: "Post Discussion" }));
    await waitFor(() => expect(window.location.pathname).toBe("/discussion/77/my-question"));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/api/v2/discussions",
      body: { name: "My question", body: "Hello there", format: "text", categoryID: 11 },
    });
    // The post flag is on: the new discussion's page asks for its layout.
    await waitFor(() => expect(calls.some((call) => call.path.includes("lookup-hydrate"))).toBe(true));
  });

  it("shows the API's field errors on their fields", async () => {
    mockApi({
      "/api/v2/categories": categories,
      "/api/v2/users/$me/permissions": permissions,
      "POST /api/v2/discussions": () => ({
        status: 403,
        body: {
          message: "You need the discussions.add permission.",
          status: 403,
          errors: {
            categoryID: [{ field: "categoryID", code: "permission", message: "You may not post here." }],
          },
        },
      }),
    });
    renderAt("/post/discussion/11", "createPost", { currentUser: member });
    fireEvent.input(await screen.findByRole("textbox", { name: "Title" }), { target: { value: "Hi" } });
    fireEvent.input(screen.getByRole("textbox", { name: "Body" }), { target: { value: "Body" } });
    fireEvent.click(screen.getByRole("button", { name: "Post Discussion" }));
    expect(await screen.findByText("You may not post here.")).toBeTruthy();
    const select = screen.getByRole("combobox", { name: "Category" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(window.location.pathname).toBe("/post/discussion/11");
  });

  it("tells a member who may post nowhere", async () => {
    mockApi({
      "/api/v2/categories": categories,
      "/api/v2/users/$me/permissions": { isAdmin: false, permissions: [{ type: "global", permissions: {} }] },
    });
    renderAt("/post/discussion", "createPost", { currentUser: member });
    expect(
      await screen.findByText("You do not have permission to start a discussion in any category."),
    ).toBeTruthy();
  });
});
