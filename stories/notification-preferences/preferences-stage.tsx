// What the notification preference stories need beyond Storybook's own: the app state (site, the member), the
// site's email settings, and the query cache seeded from the factories, so nothing is fetched.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Route, Routes } from "react-router";
import { myPermissionsQuery } from "../../src/client/api/users";
import { AppStateProvider } from "../../src/client/app-state";
import {
  type EmailSettings,
  EmailSettingsProvider,
} from "../../src/client/notification-preferences/email-settings";
import type { QuorumState } from "../../src/client/state";
import { makeCurrentUser } from "../../tests/factories";
import { makePermissionsRecord } from "../../tests/factories/permission-records";

const viewer = makeCurrentUser();

export const STAGE_USER_ID = viewer.userID;

const state: QuorumState = {
  site: { name: "Quorum Community", description: "" },
  currentUser: viewer,
  status: 200,
};

export function PreferencesStage({
  seed,
  emails = { enabled: true, digest: true },
  pattern,
  children,
}: {
  seed?: (client: QueryClient) => void;
  emails?: EmailSettings;
  /** The route a page answers (it reads its params); none for a control alone. */
  pattern?: string;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord("member"));
    seed?.(created);
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <AppStateProvider state={state}>
        <EmailSettingsProvider value={emails}>
          {pattern ? (
            <Routes>
              <Route path={pattern} element={children} />
            </Routes>
          ) : (
            children
          )}
        </EmailSettingsProvider>
      </AppStateProvider>
    </QueryClientProvider>
  );
}
