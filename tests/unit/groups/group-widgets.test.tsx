// The group page's widgets with fetch stubbed (docs/reference/groups.md#pages): the header offers each viewer what
// they may do (Sign In, Join, Request to Join with a reason, Accept or Decline an invitation, New Discussion, Leave
// after a confirmation) and announces the outcome; the members list shows its leaders the requests to join
// (Approve, Deny) and Remove after a confirmation. Each is axe-clean.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../../src/layout/session";
import type { Group } from "../../../src/types/generated/api/group";
import type { GroupHeaderHydrated } from "../../../src/types/generated/widgets/hydrated/group-header";
import type { GroupMembersHydrated } from "../../../src/types/generated/widgets/hydrated/group-members";
import GroupHeaderAsset from "../../../widgets/group-header/GroupHeaderAsset";
import GroupMembersAsset from "../../../widgets/group-members/GroupMembersAsset";
import { makeCurrentUser } from "../../factories";
import { makeGroup, makeGroupMember } from "../../factories/groups";
import { makeUser } from "../../factories/users";
import { axeViolations } from "../widget-axe";

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];

beforeEach(() => {
  calls = [];
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
      if (method === "DELETE" && url.pathname === "/api/v2/groups/1/members/5") {
        return Response.json(
          { message: "A group needs a leader: make someone else a leader first.", status: 409 },
          { status: 409 },
        );
      }
      if (method === "DELETE" || url.pathname.includes("/decline") || url.pathname.includes("/applicants/")) {
        return new Response(null, { status: 204 });
      }
      return Response.json(makeGroup({ groupID: 1 }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Frame({ userID, children }: { userID: number; children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={makeCurrentUser({ userID })}>
        <MemoryRouter initialEntries={["/groups/1-trail-runners"]}>{children}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
}

function viewerOf(overrides: Partial<Group["viewer"]>): Group["viewer"] {
  return { ...makeGroup().viewer, ...overrides };
}

function renderHeader(viewer: Partial<Group["viewer"]>, more: Partial<GroupHeaderHydrated> = {}) {
  const group = makeGroup({ groupID: 1, viewer: viewerOf(viewer) });
  const props: GroupHeaderHydrated = {
    showBanner: true,
    showDescription: true,
    isAsset: true,
    group,
    signedIn: true,
    canRead: true,
    ...more,
  };
  return render(
    <Frame userID={4}>
      <GroupHeaderAsset {...props} />
    </Frame>,
  );
}

describe("the group header", () => {
  it("offers a guest Sign In back to the group, the name as the page's heading, and is axe-clean", async () => {
    const { container } = renderHeader({}, { signedIn: false });
    expect(screen.getByRole("heading", { level: 1, name: "Trail Runners" })).toBeTruthy();
    const signIn = screen.getByRole("link", { name: "Sign in to join" });
    expect(signIn.getAttribute("href")).toBe("/entry/signin?target=%2Fgroups%2F1-trail-runners");
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("joins a public group and announces it", async () => {
    renderHeader({ canJoin: "join" });
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByText("You joined the group.")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/api/v2/groups/1/join",
      body: {},
    });
  });

  it("asks to join a private group with the reason given", async () => {
    const { container } = renderHeader({ canJoin: "apply" }, { canRead: false });
    expect(screen.getByText("Only members can read this group's discussions.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Request to Join" }));
    const dialog = await screen.findByRole("dialog", { name: "Request to Join" });
    fireEvent.change(within(dialog).getByLabelText("Why do you want to join? (optional)"), {
      target: { value: "I test every release." },
    });
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("Your request to join was sent.")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/api/v2/groups/1/join",
      body: { reason: "I test every release." },
    });
  });

  it("says a request waits for approval, with nothing to press", () => {
    renderHeader({ canJoin: "no", hasApplied: true });
    expect(screen.getByText("Your request to join is waiting for a leader's approval.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Request to Join" })).toBeNull();
  });

  it("shows an invitation's Accept and Decline; Decline sends the invitation's ID", async () => {
    renderHeader({ canJoin: "join", invitationID: 11 });
    expect(screen.getByText("You are invited to join this group.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("You declined the invitation.")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.path).toBe("/api/v2/groups/invitations/11/decline");
  });

  it("accepting an invitation joins the group", async () => {
    renderHeader({ canJoin: "join", invitationID: 11 });
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("You joined the group.")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.path).toBe("/api/v2/groups/1/join");
  });

  it("gives a member New Discussion in the group, Invite Members, and Leave after a confirmation", async () => {
    renderHeader({ membership: "member", canPost: true, canInvite: true, canJoin: "no" });
    expect(screen.getByRole("link", { name: "New Discussion" }).getAttribute("href")).toBe(
      "/post/discussion/social-groups?groupid=1",
    );
    expect(screen.getByRole("button", { name: "Invite Members" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit Group" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Leave Group" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave Group" });
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave Group" }));
    expect(await screen.findByText("You left the group.")).toBeTruthy();
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe("/api/v2/groups/1/members/4");
  });
});

describe("the last leader leaving", () => {
  it("keeps the confirmation open with the server's reason", async () => {
    const group = makeGroup({
      groupID: 1,
      viewer: viewerOf({ membership: "leader", canManage: true, canPost: true }),
    });
    render(
      <Frame userID={5}>
        <GroupHeaderAsset showBanner showDescription isAsset group={group} signedIn canRead />
      </Frame>,
    );
    expect(screen.getByRole("button", { name: "Edit Group" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Leave Group" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave Group" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave Group" }));
    expect(
      await within(dialog).findByText("A group needs a leader: make someone else a leader first."),
    ).toBeTruthy();
  });
});

function membersProps(overrides: Partial<GroupMembersHydrated> = {}): GroupMembersHydrated {
  return {
    title: "Members",
    limit: 10,
    isAsset: true,
    groupID: 1,
    groupName: "Trail Runners",
    canManage: true,
    viewerUserID: 5,
    members: [
      makeGroupMember({ userID: 5, role: "leader", user: makeUser({ userID: 5, name: "coach_dana" }) }),
      makeGroupMember({ userID: 6, user: makeUser({ userID: 6, name: "liam_obrien" }) }),
    ],
    total: 2,
    applicants: [
      makeGroupMember({
        userID: 9,
        role: "applicant",
        reason: "I run the ridge trail.",
        user: makeUser({ userID: 9, name: "new_runner" }),
      }),
    ],
    ...overrides,
  };
}

describe("the group's members", () => {
  it("lists leaders first with their badge; a leader manages everyone but themselves; axe-clean", async () => {
    const { container } = render(
      <Frame userID={5}>
        <GroupMembersAsset {...membersProps()} />
      </Frame>,
    );
    const items = within(screen.getAllByRole("list").at(-1) as HTMLElement).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "coach_danaLeader",
      "liam_obrienMake leaderRemove",
    ]);
    expect(screen.getByRole("button", { name: "Make leader" }).getAttribute("aria-describedby")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("approves a request to join and announces it", async () => {
    render(
      <Frame userID={5}>
        <GroupMembersAsset {...membersProps()} />
      </Frame>,
    );
    expect(screen.getByText("Requests to join (1)")).toBeTruthy();
    expect(screen.getByText("I run the ridge trail.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("new_runner joined the group.")).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      path: "/api/v2/groups/1/applicants/9",
      body: { status: "approved" },
    });
  });

  it("removes a member after a confirmation", async () => {
    render(
      <Frame userID={5}>
        <GroupMembersAsset {...membersProps()} />
      </Frame>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Member" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("liam_obrien was removed from the group.")).toBeTruthy();
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe("/api/v2/groups/1/members/6");
  });

  it("shows a member neither requests nor management, and reads the next page on Show more", async () => {
    render(
      <Frame userID={6}>
        <GroupMembersAsset
          {...membersProps({ canManage: false, viewerUserID: 6, applicants: [], limit: 2, total: 3 })}
        />
      </Frame>,
    );
    expect(screen.queryByText(/Requests to join/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await vi.waitFor(() => expect(calls[0]?.path).toBe("/api/v2/groups/1/members"));
  });
});
