// Who may use which discussion option: the rules of src/lib/moderation/option-rules.ts (shared with the discussion
// options menu) over the viewer's own permissions; the server refuses with 403 where they say no. Close, move and
// delete are bulk moderation's rules (moderation-permissions.ts), so both paths agree.
import * as rules from "../../../lib/moderation/option-rules";
import type { Viewer } from "../context";
import { viewerCheck } from "../moderation/moderation-permissions";

export function canAnnounce(viewer: Viewer, categoryID: number): boolean {
  return rules.canAnnounce(viewerCheck(viewer), categoryID);
}

export function canChangeAuthor(viewer: Viewer, categoryID: number): boolean {
  return rules.canChangeAuthor(viewerCheck(viewer), categoryID);
}

export function canChangeType(viewer: Viewer, categoryID: number): boolean {
  return rules.canChangeType(viewerCheck(viewer), categoryID);
}

export function canBump(viewer: Viewer, categoryID: number): boolean {
  return rules.canBump(viewerCheck(viewer), categoryID);
}

/** Resolve and unresolve; the caller checks that triage is enabled. */
export function canResolve(viewer: Viewer): boolean {
  return rules.canResolve(viewerCheck(viewer));
}

export function canCurateCollections(viewer: Viewer, categoryID?: number): boolean {
  return rules.canCurateCollections(viewerCheck(viewer), categoryID);
}
