// The providers the editing stories need: a viewer with the permissions record of a seed role, and a query cache
// seeded as the API would answer (post sources, content log), so nothing is fetched and nothing is saved.
import {
  type QueryClient,
  QueryClient as QueryClientClass,
  QueryClientProvider,
} from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { myPermissionsQuery } from "../../src/client/api/users";
import { SessionProvider } from "../../src/layout/session";
import { makeCurrentUser } from "../../tests/factories";
import { makePermissionsRecord, type RecordRole } from "../../tests/factories/permission-records";

export const MEMBER_VIEWER = makeCurrentUser({ userID: 7, name: "sam.rivera" });
const MODERATOR_VIEWER = makeCurrentUser({ userID: 2, name: "moderator" });

export function EditingStage({
  viewer: role,
  seed,
  children,
  minHeight = 320,
}: {
  /** Whose permissions (a seed role's) and session the story shows. */
  viewer: RecordRole;
  seed?: (client: QueryClient) => void;
  children: ReactNode;
  minHeight?: number;
}) {
  const [client] = useState(() => {
    const created = new QueryClientClass({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord(role));
    seed?.(created);
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={role === "member" ? MEMBER_VIEWER : MODERATOR_VIEWER}>
        <div className="p-6" style={{ maxWidth: 720, minHeight }}>
          {children}
        </div>
      </SessionProvider>
    </QueryClientProvider>
  );
}
