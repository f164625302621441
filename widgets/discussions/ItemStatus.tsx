// The signed-in parts of a discussion list item (docs/reference/ui-behaviour.md#discussion-list-items): the unread
// badge (src/lib/discussion-list-rules.ts), the resolved icon for staff when triage is on (staff.allow plus
// triage.enabled, the rule of the Resolve option), and the discussion options menu.
import { Suspense } from "react";
import { DiscussionOptionsChunk } from "../../src/client/moderation/discussion-options-chunk";
import { ResolvedIconChunk } from "../../src/client/moderation/resolved-icon-chunk";
import { showsUnreadBadge } from "../../src/lib/discussion-list-rules";
import type { Discussion } from "../../src/types/generated/widgets/hydrated/discussions";
import { Badge } from "../../src/ui/Badge";
import { useT } from "../../src/ui/i18n/i18n-context";

export function UnreadBadge({ discussion, signedIn }: { discussion: Discussion; signedIn: boolean }) {
  const t = useT();
  if (!showsUnreadBadge(discussion, signedIn)) return null;
  const count = discussion.countUnread ?? 0;
  return (
    <Badge tone="primary">
      {count > 0 ? t("{count, plural, one {# new comment} other {# new comments}}", { count }) : t("New")}
    </Badge>
  );
}

/** Staff see whether each discussion is resolved; others see nothing (its code loads for members only). */
export function ResolvedIcon({ discussion }: { discussion: Discussion }) {
  return (
    <Suspense fallback={null}>
      <ResolvedIconChunk.Component discussion={discussion} />
    </Suspense>
  );
}

/** The per-item options menu; nothing shows while its chunk loads. */
export function ItemOptions({ discussion }: { discussion: Discussion }) {
  return (
    <Suspense fallback={null}>
      <DiscussionOptionsChunk.Component discussion={discussion} />
    </Suspense>
  );
}
