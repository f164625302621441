// Shared by the theme pages' tests: the whole client app at a URL for an administrator, fetch answered by a handler
// (mock-api.ts), and the page loads that the theme code makes (themePageNavigation) recorded instead of run.
import { QueryClient } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { vi } from "vitest";
import { App } from "../../src/client/App";
import type { QuorumState } from "../../src/client/state";
import { themePageNavigation } from "../../src/client/theme-preview/page-navigation";
import { GUEST_USER } from "../../src/layout/session";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { Call } from "./editor/pages/mock-api";

export const ADMIN: CurrentUser = {
  ...GUEST_USER,
  userID: 1,
  name: "admin",
  roleIDs: [16],
  emailConfirmed: true,
};

export function renderApp(url: string, extra: Partial<QuorumState> = {}) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = {
    site: { name: "Quorum", description: "" },
    currentUser: ADMIN,
    status: 200,
    ...extra,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

/** The page loads asked for, in order. */
export function recordPageLoads(): string[] {
  const loads: string[] = [];
  vi.spyOn(themePageNavigation, "assign").mockImplementation((url) => {
    loads.push(url);
  });
  return loads;
}

export const writes = (calls: Call[]) =>
  calls
    .filter((call) => call.method !== "GET")
    .map((call) => ({ method: call.method, path: call.path, body: call.body }));

// The title bar has links and controls of its own: queries look inside the page.
export const inMain = async () => within(await screen.findByRole("main"));
