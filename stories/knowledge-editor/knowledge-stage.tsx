// What the knowledge editor's stories need beyond Storybook's own: a staff member (their permissions record) and a
// query cache seeded as the API would answer (the knowledge bases they write in, a help center's categories,
// revisions with their source), so nothing a story shows is fetched and nothing is saved.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { knowledgeBasesQuery } from "../../src/client/api/knowledge/knowledge-bases";
import { knowledgeCategoriesQuery } from "../../src/client/api/knowledge/knowledge-categories";
import { myPermissionsQuery } from "../../src/client/api/users";
import { SessionProvider } from "../../src/layout/session";
import type { KnowledgeBase } from "../../src/types/generated/api/knowledge-base";
import { makeCurrentUser } from "../../tests/factories";
import { makeKnowledgeBases, makeKnowledgeCategories } from "../../tests/factories/knowledge";
import { makePermissionsRecord } from "../../tests/factories/permission-records";

/** The demo's help center and guide, both writable by the staff member. */
export const WRITABLE_BASES: KnowledgeBase[] = makeKnowledgeBases().map((base) => ({
  ...base,
  viewerCanEdit: true,
}));

export function KnowledgeStage({
  seed,
  children,
  maxWidth = 896,
  minHeight = 480,
}: {
  seed?: (client: QueryClient) => void;
  children: ReactNode;
  maxWidth?: number;
  minHeight?: number;
}) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord("moderator"));
    created.setQueryData(knowledgeBasesQuery().queryKey, WRITABLE_BASES);
    created.setQueryData(knowledgeCategoriesQuery(1).queryKey, makeKnowledgeCategories());
    created.setQueryData(knowledgeCategoriesQuery(2).queryKey, []);
    seed?.(created);
    return created;
  });
  const [user] = useState(() => makeCurrentUser({ userID: 2, name: "moderator" }));
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={user}>
        <div className="mx-auto w-full px-4 py-8" style={{ maxWidth, minHeight }}>
          {children}
        </div>
      </SessionProvider>
    </QueryClientProvider>
  );
}
