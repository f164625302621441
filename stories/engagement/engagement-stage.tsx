// The providers the engagement stories need beyond Storybook's own: a viewer (member or moderator) with their
// permissions record, the escalations flag and, when a story shows who reacted, the reactions log — all in the
// query cache, so nothing is fetched.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { reactionKeys } from "../../src/client/api/reactions";
import { ESCALATIONS_FLAG } from "../../src/client/api/reports";
import { myPermissionsQuery } from "../../src/client/api/users";
import { SessionProvider } from "../../src/layout/session";
import type { ReactionLogEntry } from "../../src/types/generated/api/reaction-log-entry";
import { makeCurrentUser } from "../../tests/factories";

const MEMBER = [
  "session.valid",
  "comments.add",
  "reactions.positive.add",
  "reactions.negative.add",
  "reactions.neutral.add",
  "flag.add",
  "conversations.add",
];
const MODERATOR = [...MEMBER, "reactions.view", "community.moderate", "curation.manage", "discussions.close"];

export type StageViewer = "member" | "moderator";

export function EngagementStage({
  viewer,
  log,
  seed,
  children,
}: {
  viewer: StageViewer;
  /** The reactions log of one record, for tooltips and the log modal. */
  log?: { recordType: "discussion" | "comment"; recordID: number; entries: ReactionLogEntry[] };
  seed?: (client: QueryClient) => void;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const names = viewer === "moderator" ? MODERATOR : MEMBER;
    created.setQueryData(myPermissionsQuery().queryKey, {
      isAdmin: false,
      permissions: [{ type: "global", permissions: Object.fromEntries(names.map((name) => [name, true])) }],
      junctions: { category: [] },
      junctionAliases: { category: {} },
    });
    created.setQueryData(["config", ESCALATIONS_FLAG], { [ESCALATIONS_FLAG]: true });
    if (log) created.setQueryData(reactionKeys.log(log.recordType, log.recordID), log.entries);
    seed?.(created);
    return created;
  });
  const [user] = useState(() =>
    makeCurrentUser(
      viewer === "moderator" ? { userID: 2, name: "moderator" } : { userID: 40, name: "member" },
    ),
  );
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={user}>
        <div style={{ padding: 24, minHeight: 320 }}>{children}</div>
      </SessionProvider>
    </QueryClientProvider>
  );
}
