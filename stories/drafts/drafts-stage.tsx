// What the composer and drafts page stories need beyond Storybook's own: a signed-in member, their permissions
// record and any seeded query data, so nothing is fetched for what the story shows.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { myPermissionsQuery } from "../../src/client/api/users";
import { SessionProvider } from "../../src/layout/session";
import { makeCurrentUser } from "../../tests/factories";
import { makePermissionsRecord } from "../../tests/factories/permission-records";

export function DraftsStage({
  seed,
  children,
}: {
  seed?: (client: QueryClient) => void;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    // A member of the seeded community: their role's permissions (uploads.add among them: Insert image shows).
    created.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord("member"));
    seed?.(created);
    return created;
  });
  const [user] = useState(() => makeCurrentUser({ userID: 40, name: "member" }));
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={user}>
        <div style={{ padding: 24, maxWidth: 760, minHeight: 320 }}>{children}</div>
      </SessionProvider>
    </QueryClientProvider>
  );
}
