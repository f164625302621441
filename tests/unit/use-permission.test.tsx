// usePermission: false until GET /users/$me/permissions answers, then the shared checker over the record.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { myPermissionsQuery } from "../../src/client/api/users/me";
import { PermissionSourceProvider, usePermission } from "../../src/client/permissions/use-permission";
import { GUEST_USER, SessionProvider } from "../../src/layout/session";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { Permissions } from "../../src/types/generated/api/permissions";
import { makeCurrentUser } from "../factories";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RECORD: Permissions = {
  isAdmin: false,
  permissions: [
    { type: "global", permissions: { "session.valid": true, "comments.add": true, "site.manage": false } },
    { type: "category", id: 5, permissions: { "comments.add": false, "discussions.view": true } },
  ],
  junctions: { category: [5] },
  junctionAliases: { category: { "9": 5 } },
};

function stubPermissions(status = 200, body: unknown = RECORD) {
  const urls: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal("fetch", async (url: string) => {
    urls.push(url);
    await gate;
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  return { urls, release };
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("usePermission", () => {
  it("is false until the record loads, then checks it with the default modes", async () => {
    const server = stubPermissions();
    const { result } = renderHook(
      () => ({
        comment: usePermission("comments.add"),
        commentHere: usePermission("comments.add", { resourceID: 9 }),
        commentElsewhere: usePermission("comments.add", { resourceID: 3 }),
        manage: usePermission(["site.manage", "community.manage"]),
        overridden: usePermission("comments.add", { resourceID: 9, overrides: { "comments.add": true } }),
      }),
      { wrapper },
    );
    expect(result.current).toEqual({
      comment: false,
      commentHere: false,
      commentElsewhere: false,
      manage: false,
      overridden: true,
    });
    expect(server.urls).toEqual(["/api/v2/users/$me/permissions?expand=junctions"]);
    server.release();
    await vi.waitFor(() => expect(result.current.comment).toBe(true));
    expect(result.current).toEqual({
      comment: true,
      // Category 9 uses category 5's permissions, which withhold comments.add.
      commentHere: false,
      commentElsewhere: true,
      manage: false,
      overridden: true,
    });
  });

  it("stays false when the record fails to load", async () => {
    const server = stubPermissions(500, { message: "Boom", status: 500 });
    const { result } = renderHook(() => usePermission("session.valid"), { wrapper });
    server.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(false);
  });
});

describe("PermissionSourceProvider", () => {
  function CanComment({ label }: { label: string }) {
    return (
      <p>
        {label}: {usePermission("comments.add") ? "yes" : "no"}
      </p>
    );
  }

  it("reads the record once for every asker, and the new user's after signing in", async () => {
    const urls: string[] = [];
    let answer: Permissions = { ...RECORD, permissions: [{ type: "global", permissions: {} }] };
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(answer), { headers: { "Content-Type": "application/json" } });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // One element for every render, as the app's tree below its session: only the session's change reaches it.
    const content = (
      <PermissionSourceProvider>
        <CanComment label="reply" />
        <CanComment label="quote" />
      </PermissionSourceProvider>
    );
    const tree = (user: CurrentUser) => (
      <QueryClientProvider client={client}>
        <SessionProvider user={user}>{content}</SessionProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(tree(GUEST_USER));
    await screen.findByText("reply: no");
    expect(screen.getByText("quote: no")).toBeTruthy();
    expect(urls).toHaveLength(1);

    // What signing in does (pages/use-enter-session.ts): the record is emptied and read again, as the user now.
    answer = RECORD;
    await client.resetQueries({ queryKey: myPermissionsQuery().queryKey });
    rerender(tree(makeCurrentUser({ userID: 12 })));
    await screen.findByText("reply: yes");
    expect(screen.getByText("quote: yes")).toBeTruthy();
    expect(urls).toHaveLength(2);
  });
});
