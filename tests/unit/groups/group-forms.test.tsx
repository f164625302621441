// The group pages' forms with fetch stubbed (docs/reference/groups.md#pages): inviting members by name and outside
// addresses (checked first; after a success both are cleared and the per-invitee results listed in a live region),
// editing and deleting a group, creating one (then its page opens), a group's post going to the group's category with
// the group shown instead of a category picker, and the groups list's cards.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import EditGroupDialog from "../../../src/client/groups/EditGroupDialog";
import InviteDialog from "../../../src/client/groups/InviteDialog";
import { GroupCard } from "../../../src/client/pages/groups/GroupCard";
import { NewGroupForm } from "../../../src/client/pages/groups/NewGroupPage";
import type { PostAssetCreatePostFormHydrated } from "../../../src/types/generated/widgets/hydrated/create-post-form";
import CreatePostFormAsset from "../../../widgets/create-post-form/CreatePostFormAsset";
import { makeGroup, makeGroups, makeInvitationResult } from "../../factories/groups";
import { axeViolations } from "../widget-axe";

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];
const group = makeGroup({ groupID: 1 });

beforeEach(() => {
  calls = [];
  window.localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({
        method,
        path: url.pathname,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      });
      const path = url.pathname;
      if (path === "/api/v2/users/by-names/")
        return Response.json([{ userID: 7, name: "liam_obrien", photoUrl: "" }]);
      if (path === "/api/v2/groups/1/invitations")
        return Response.json(makeInvitationResult(), { status: 201 });
      if (path === "/api/v2/groups" && method === "POST") {
        return Response.json(makeGroup({ groupID: 8, name: "Night Owls", url: "/groups/8-night-owls" }), {
          status: 201,
        });
      }
      if (path === "/api/v2/groups/1" && method === "DELETE") return new Response(null, { status: 204 });
      if (path === "/api/v2/groups/1") return Response.json(group);
      if (path === "/api/v2/discussions" && method === "POST") {
        return Response.json({ discussionID: 77, url: "/discussion/77/hill-repeats" }, { status: 201 });
      }
      if (path === "/api/v2/drafts") return Response.json([]);
      return Response.json({ message: "Not found.", status: 404 }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Frame({ path = "/groups/1-trail-runners", children }: { path?: string; children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={children} />
          <Route path="/groups" element={<p>Groups list</p>} />
          <Route path="/groups/8-night-owls" element={<p>Night Owls page</p>} />
          <Route path="/discussion/77/hill-repeats" element={<p>Discussion page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const posts = (path: string) => calls.filter((call) => call.method !== "GET" && call.path === path);

describe("the Invite dialog", () => {
  it("refuses what is not an address before any call, then invites, clears both lists and lists the results", async () => {
    render(
      <Frame>
        <InviteDialog group={group} onClose={() => undefined} />
      </Frame>,
    );
    const dialog = screen.getByRole("dialog", { name: "Invite to Trail Runners" });
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Members" }), { target: { value: "li" } });
    fireEvent.click(await within(dialog).findByRole("option", { name: "liam_obrien" }));
    expect(
      within(within(dialog).getByRole("list", { name: "Members to invite" })).getByText("liam_obrien"),
    ).toBeTruthy();
    const emails = within(dialog).getByLabelText("Email addresses") as HTMLTextAreaElement;
    fireEvent.change(emails, { target: { value: "friend@example.com, nope" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Invite" }));
    expect(await within(dialog).findByText("These are not email addresses: nope")).toBeTruthy();
    expect(posts("/api/v2/groups/1/invitations")).toEqual([]);
    fireEvent.change(emails, { target: { value: "friend@example.com\n" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Invite" }));
    const status = within(dialog).getByRole("status");
    expect(await within(status).findByText("Invitations sent")).toBeTruthy();
    expect(posts("/api/v2/groups/1/invitations")[0]?.body).toEqual({
      userIDs: [7],
      emails: ["friend@example.com"],
    });
    expect(emails.value).toBe("");
    expect(within(dialog).queryByRole("list", { name: "Members to invite" })).toBeNull();
    expect(
      within(status)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["liam_obrienInvited", "friend@example.comInvited", "memberAlready a member"]);
    expect(within(dialog).getByRole("button", { name: "Done" })).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("asks for an invitee when none is given", async () => {
    render(
      <Frame>
        <InviteDialog group={group} onClose={() => undefined} />
      </Frame>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Choose a member or type an email address.")).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe("Edit group", () => {
  it("checks the name, saves the changes, and deletes after a confirmation", async () => {
    const onClose = vi.fn();
    render(
      <Frame>
        <EditGroupDialog group={group} onClose={onClose} />
      </Frame>,
    );
    const name = screen.getByLabelText("Name");
    fireEvent.change(name, { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Give the group a name.")).toBeTruthy();
    fireEvent.change(name, { target: { value: "Hill Runners" } });
    fireEvent.click(screen.getByLabelText("Private"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts("/api/v2/groups/1")[0]).toMatchObject({
      method: "PATCH",
      body: {
        name: "Hill Runners",
        privacy: "private",
        description: group.description,
        iconUrl: null,
        bannerUrl: null,
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Delete Group" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Group" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete Group" }));
    expect(await screen.findByText("Groups list")).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE" && call.path === "/api/v2/groups/1")).toBe(true);
  });
});

describe("the create form", () => {
  it("explains each privacy, creates the group and opens its page; axe-clean", async () => {
    const { container } = render(
      <Frame path="/groups/new">
        <NewGroupForm />
      </Frame>,
    );
    const secret = screen.getByLabelText("Secret");
    expect(secret.getAttribute("aria-describedby")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Night Owls" } });
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "After midnight." } });
    fireEvent.click(secret);
    fireEvent.click(screen.getByRole("button", { name: "Create Group" }));
    expect(await screen.findByText("Night Owls page")).toBeTruthy();
    expect(posts("/api/v2/groups")[0]?.body).toEqual({
      name: "Night Owls",
      description: "After midnight.",
      privacy: "secret",
      iconUrl: null,
      bannerUrl: null,
    });
  });
});

describe("a group's create-post form", () => {
  it("shows the group as the parent, offers no category, and posts into the group's category", async () => {
    const props: PostAssetCreatePostFormHydrated = {
      titleType: "static",
      apiParams: {},
      title: "Create Post",
      isAsset: true,
      signedIn: true,
      postType: "discussion",
      categories: [{ categoryID: group.categoryID, name: group.name, depth: 1, canAnnounce: false }],
      initialCategoryID: group.categoryID,
      taggingEnabled: false,
      tags: [],
      record: null,
      editRefusal: null,
      draftID: null,
      group: { groupID: 1, name: group.name, url: group.url, categoryID: group.categoryID },
    };
    render(
      <Frame path="/post/discussion/social-groups">
        <CreatePostFormAsset {...props} />
      </Frame>,
    );
    expect(screen.getByRole("link", { name: "Trail Runners" }).getAttribute("href")).toBe(group.url);
    expect(screen.queryByLabelText("Category")).toBeNull();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Hill repeats" } });
    fireEvent.change(screen.getByLabelText("Body"), { target: { value: "Sunday at eight." } });
    fireEvent.click(screen.getByRole("button", { name: "Post Discussion" }));
    expect(await screen.findByText("Discussion page")).toBeTruthy();
    expect(posts("/api/v2/discussions")[0]?.body).toMatchObject({
      name: "Hill repeats",
      categoryID: group.categoryID,
    });
  });
});

describe("the groups list's cards", () => {
  it("link each group and say its privacy and the viewer's place in it", () => {
    render(
      <Frame>
        <ul>
          {makeGroups().map((item) => (
            <GroupCard key={item.groupID} group={item} />
          ))}
        </ul>
      </Frame>,
    );
    const cards = screen.getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("link").getAttribute("href"))).toEqual([
      "/groups/1-trail-runners",
      "/groups/2-beta-testers",
      "/groups/3-moderators-lounge",
    ]);
    expect(within(cards[2] as HTMLElement).getByText("Secret")).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText("Leader")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText("8 members")).toBeTruthy();
  });
});
