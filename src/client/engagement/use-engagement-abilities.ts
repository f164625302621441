// What the viewer may do in the engagement bar, from their permissions record
// (docs/reference/permissions.md#category-permissions): reactions show with comments.add in the category while the
// thread is open (the right to close discussions instead once closed), each class needs reactions.{class}.add and
// Promote curation.manage too; names in tooltips need reactions.view, the log community.moderate, sharing in a
// message conversations.add, reporting flag.add with the escalations flag. While the reactions or the reports addon
// is off (docs/reference/addons.md#a-switched-off-addon) its controls go: their calls would answer 404.

import { useSession } from "../../layout/session";
import { useAddonEnabled } from "../../layout/use-addon-enabled";
import { REPLY_WHEN_CLOSED_PERMISSIONS } from "../../lib/permissions/close-permissions";
import type { Reaction } from "../../types/generated/api/reaction";
import { useReportingEnabled } from "../api/reports";
import { useOptionalAppState } from "../app-state";
import { usePermission } from "../permissions/use-permission";

export interface EngagementAbilities {
  signedIn: boolean;
  viewerID: number;
  /** The reactions addon is on: the votes with the points, the reactions bar and the log show at all. */
  reactions: boolean;
  /** The reports addon (escalations) is on: reporting and the moderators' reports tag show at all. */
  reports: boolean;
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
  const reactionsOn = useAddonEnabled("reactions");
  const reportsOn = useAddonEnabled("escalations");
  // The page state already says when reports are off: no request for the flag then.
  const reportingOn = useReportingEnabled(reportsOn && !isGuest && flag);

  const reactionsShown = reactionsOn && !isGuest && (closed ? close : comment);
  const byClass: Record<string, boolean> = { Positive: positive, Negative: negative, Neutral: neutral };
  return {
    signedIn: !isGuest,
    viewerID: user.userID,
    reactions: reactionsOn,
    reports: reportsOn,
    mayReact: (reaction) =>
      reactionsShown && byClass[reaction.class] === true && (reaction.urlcode !== "Promote" || curate),
    viewWho,
    moderate,
    message: !isGuest && messages && conversationsOn,
    report: reportsOn && !isGuest && flag && reportingOn,
  };
}
