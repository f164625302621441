// The inlined page state, available to pages (site info, first layout, first status), and the memory of the last
// title bar shown, which pages keep while the next layout loads or fails
// (docs/reference/layout-documents.md#page-render).
import { createContext, type ReactNode, type RefObject, useContext, useRef } from "react";
import { ExternalSearchProvider } from "../layout/external-search";
import type { HydratedNode } from "../types/generated/layout/hydrated-node";
import { EmailSettingsProvider, emailSettingsFromSite } from "./notification-preferences/email-settings";
import type { QuorumState } from "./state";

interface AppStateValue {
  state: QuorumState;
  lastTitleBar: RefObject<HydratedNode | undefined>;
}

const AppStateContext = createContext<AppStateValue | null>(null);

export function AppStateProvider({ state, children }: { state: QuorumState; children: ReactNode }) {
  const lastTitleBar = useRef<HydratedNode | undefined>(
    state.layout && "titleBar" in state.layout.data ? state.layout.data.titleBar : undefined,
  );
  const value = useRef<AppStateValue>({ state, lastTitleBar }).current;
  const emails = useRef(emailSettingsFromSite(state.site)).current;
  return (
    <AppStateContext.Provider value={value}>
      <ExternalSearchProvider value={state.site.externalSearch}>
        <EmailSettingsProvider value={emails}>{children}</EmailSettingsProvider>
      </ExternalSearchProvider>
    </AppStateContext.Provider>
  );
}

function useAppStateValue(): AppStateValue {
  const value = useContext(AppStateContext);
  if (!value) throw new Error("useAppState must be used inside AppStateProvider.");
  return value;
}

export function useAppState(): QuorumState {
  return useAppStateValue().state;
}

/** The page state when there is one: screens also rendered on their own (the error screen in tests) use this. */
export function useOptionalAppState(): QuorumState | null {
  return useContext(AppStateContext)?.state ?? null;
}

/** The most recent title bar shown on any page; updated whenever a layout with a title bar renders. */
export function useLastTitleBar(current: HydratedNode | undefined): HydratedNode | undefined {
  const { lastTitleBar } = useAppStateValue();
  if (current) lastTitleBar.current = current;
  return lastTitleBar.current;
}
