// Who may escalate with an integration (spec 000 §6, docs/reference/integrations.md#who-may-escalate): staff
// (community.moderate or staff.allow) every post they can read — scope "all"; members only their own posts, and only
// where the integration's writeableContentScope setting says "own" — scope "own"; everyone else "none".
import type { IntegrationCatalogItem } from "../../../types/generated/api/integration-catalog-item";
import { permissionDenied, signInRequired } from "../../http/errors";
import { isSignedIn, type Viewer } from "../context";
import type { ConfiguredIntegration, PostRecord } from "./types";

export type WriteScope = IntegrationCatalogItem["writeableContentScope"];

export function isIntegrationStaff(viewer: Viewer): boolean {
  return viewer.permissions.hasAny(["community.moderate", "staff.allow"]);
}

export function writeScopeOf(viewer: Viewer, integration: ConfiguredIntegration): WriteScope {
  if (!isSignedIn(viewer)) return "none";
  if (isIntegrationStaff(viewer)) return "all";
  return integration.memberScope === "own" ? "own" : "none";
}

/** Refuses a viewer who may not escalate this (readable) post with the integration. */
export function assertMayEscalate(
  viewer: Viewer,
  integration: ConfiguredIntegration,
  post: PostRecord,
): void {
  if (!isSignedIn(viewer)) throw signInRequired();
  const scope = writeScopeOf(viewer, integration);
  if (scope === "all") return;
  if (scope === "own" && post.insertUserID === viewer.user.userID) return;
  throw permissionDenied();
}
