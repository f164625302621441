// Rendering the engagement bar in jsdom: a query cache already holding the viewer's permissions record and the
// escalations flag (no request for them), a session, and a fetch stub whose answers wait until released.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { ESCALATIONS_FLAG } from "../../../src/client/api/reports";
import { SessionProvider } from "../../../src/layout/session";
import type { CurrentUser } from "../../../src/types/generated/api/current-user";
import type { Permissions } from "../../../src/types/generated/api/permissions";
import { makeCurrentUser } from "../../factories/users";

const MEMBER_PERMISSIONS = [
  "session.valid",
  "comments.add",
  "discussions.view",
  "reactions.positive.add",
  "reactions.negative.add",
  "reactions.neutral.add",
  "flag.add",
  "conversations.add",
];
export const MODERATOR_PERMISSIONS = [
  ...MEMBER_PERMISSIONS,
  "reactions.view",
  "community.moderate",
  "curation.manage",
  "discussions.close",
];

function permissionsRecord(names: readonly string[]): Permissions {
  return {
    isAdmin: false,
    permissions: [{ type: "global", permissions: Object.fromEntries(names.map((name) => [name, true])) }],
    junctions: { category: [] },
    junctionAliases: { category: {} },
  };
}

export function renderWithViewer(
  ui: ReactNode,
  {
    permissions = MEMBER_PERMISSIONS,
    user,
    addons,
  }: {
    permissions?: readonly string[];
    user?: CurrentUser;
    /** The addons switched on (state.site.addons); absent: all of them. */
    addons?: readonly string[];
  } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(["users", "me", "permissions"], permissionsRecord(permissions));
  client.setQueryData(["config", ESCALATIONS_FLAG], { [ESCALATIONS_FLAG]: true });
  const viewer = user ?? makeCurrentUser({ userID: 500, name: "Viewer" });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={viewer} addons={addons}>
        {ui}
      </SessionProvider>
    </QueryClientProvider>,
  );
}

export interface StubbedCall {
  url: string;
  method: string;
  body: unknown;
}

/** fetch answered by `answer` (status and body per call); each answer waits for release() unless `open`. */
export function stubApi(answer: (call: StubbedCall) => { status: number; body?: unknown }, open = false) {
  const calls: StubbedCall[] = [];
  let release: () => void = () => undefined;
  const gate = open
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        release = resolve;
      });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const call = {
      url,
      method: init.method ?? "GET",
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    await gate;
    const { status, body } = answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { calls, release: () => release() };
}
