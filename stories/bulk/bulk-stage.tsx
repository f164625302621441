// What the bulk moderation stories need: a signed-in moderator whose permissions record (in the query cache, so
// nothing is fetched) lets them edit, close and delete everywhere except one private category, where they may only
// read — the case the forms warn about — and the flat category list the move form picks from.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { flatCategoriesQuery } from "../../src/client/api/categories";
import { myPermissionsQuery } from "../../src/client/api/users";
import { SessionProvider } from "../../src/layout/session";
import { makeCategoryList, makeCurrentUser } from "../../tests/factories";

const categories = makeCategoryList();
/** The category where the moderator may only read. */
export const READ_ONLY_CATEGORY = categories[categories.length - 1] ?? categories[0];

const MODERATE = [
  "discussions.view",
  "discussions.add",
  "comments.add",
  "discussions.edit",
  "discussions.manage",
  "discussions.close",
  "discussions.delete",
];

export function BulkStage({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const readOnlyID = READ_ONLY_CATEGORY?.categoryID ?? 0;
    created.setQueryData(myPermissionsQuery().queryKey, {
      isAdmin: false,
      permissions: [
        {
          type: "global",
          permissions: Object.fromEntries(["session.valid", ...MODERATE].map((name) => [name, true])),
        },
        {
          type: "category",
          id: readOnlyID,
          permissions: Object.fromEntries(MODERATE.map((name) => [name, name === "discussions.view"])),
        },
      ],
      junctions: { category: [readOnlyID] },
      junctionAliases: { category: {} },
    });
    created.setQueryData(flatCategoriesQuery().queryKey, categories);
    return created;
  });
  const [user] = useState(() => makeCurrentUser({ userID: 2, name: "moderator" }));
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={user}>
        <main style={{ padding: 24, minHeight: 560 }}>
          <h1 style={{ margin: 0, fontSize: 24 }}>Recent Discussions</h1>
          <p>The discussion list behind the bulk form.</p>
          {children}
        </main>
      </SessionProvider>
    </QueryClientProvider>
  );
}
