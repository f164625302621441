// What the composer and drafts page stories need beyond Storybook's own: a signed-in member, their permissions
// record and any seeded query data, so nothing is fetched for what the story shows.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { myPermissionsQueryOptions } from "../../src/client/api/users-permissions";
import { SessionProvider } from "../../src/layout/session";
import { makeCurrentUser } from "../../tests/factories";

const MEMBER = ["session.valid", "comments.add", "discussions.add"];

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
    created.setQueryData(myPermissionsQueryOptions().queryKey, {
      isAdmin: false,
      permissions: [{ type: "global", permissions: Object.fromEntries(MEMBER.map((name) => [name, true])) }],
      junctions: { category: [] },
      junctionAliases: { category: {} },
    });
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
