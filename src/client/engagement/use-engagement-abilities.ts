// What the viewer may do in the engagement bar, from their permissions record
// (docs/reference/permissions.md#category-permissions): reactions show with comments.add in the category while the
// thread is open (the right to close discussions instead once closed), each class needs reactions.{class}.add and
// Promote curation.manage too; names in tooltips need reactions.view, the log community.moderate, sharing in a
// message conversations.add, reporting flag.add with the escalations flag.

import { useSession } from "../../layout/session";
import { REPLY_WHEN_CLOSED_PERMISSIONS } from "../../lib/permissions/close-permissions";
import type { Reaction } from "../../types/generated/api/reaction";
import { useReportingEnabled } from "../api/reports";
import { useOptionalAppState } from "../app-state";
import { usePermission } from "../permissions/use-permission";

export interface EngagementAbilities {
  signedIn: boolean;
  viewerID: number;
  /** Whether this reaction type's button shows (and works) for the viewer. */
  mayReact(reaction: Pick<Reaction, "class" | "urlcode">): boolean;
  viewWho: boolean;
  moderate: boolean;
  message: boolean;
  report: boolean;
}

export function useEngagementAbilities(categoryID: number, closed: boolean): EngagementAbilities {
  const { isGuest, user } = useSession();
  const on = { resourceID: categoryID };
  const comment = usePermission("comments.add", on);
  const close = usePermission(REPLY_WHEN_CLOSED_PERMISSIONS, on);
  const positive = usePermission("reactions.positive.add", on);
  const negative = usePermission("reactions.negative.add", on);
  const neutral = usePermission("reactions.neutral.add", on);
  const curate = usePermission("curation.manage", on);
  const viewWho = usePermission("reactions.view", on);
  const moderate = usePermission("community.moderate", on);
  const messages = usePermission("conversations.add");
  const flag = usePermission("flag.add", on);
  // The inlined site state says whether conversations are on (absent outside the app: stories, widget previews).
  const conversationsOn = useOptionalAppState()?.site.conversationsEnabled !== false;
  const reportingOn = useReportingEnabled(!isGuest && flag);

  const reactionsShown = !isGuest && (closed ? close : comment);
  const byClass: Record<string, boolean> = { Positive: positive, Negative: negative, Neutral: neutral };
  return {
    signedIn: !isGuest,
    viewerID: user.userID,
    mayReact: (reaction) =>
      reactionsShown && byClass[reaction.class] === true && (reaction.urlcode !== "Promote" || curate),
    viewWho,
    moderate,
    message: !isGuest && messages && conversationsOn,
    report: !isGuest && flag && reportingOn,
  };
}
