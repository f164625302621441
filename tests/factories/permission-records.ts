// Permissions records (GET /users/$me/permissions) for the default roles of the seed (src/server/db/seed/roles.ts),
// as the client reads them: the root category's defaults folded into the global entry. For stories and unit tests
// of interface parts that show per permission (the discussion options menu).
import type { Permissions } from "../../src/types/generated/api/permissions";

export type RecordRole = "member" | "moderator" | "administrator";

const MEMBER = [
  "session.valid",
  "signIn.allow",
  "profiles.view",
  "conversations.add",
  "tags.add",
  "flag.add",
  "uploads.add",
  "discussions.view",
  "discussions.add",
  "comments.add",
  "discussions.closeOwn",
  "reactions.positive.add",
  "reactions.negative.add",
  "reactions.neutral.add",
  "reactions.flag.add",
];

const MODERATOR = [
  ...MEMBER,
  "community.moderate",
  "personalInfo.view",
  "reactions.view",
  "curation.manage",
  "staff.allow",
  "discussions.edit",
  "comments.edit",
  "discussions.manage",
  "discussions.moderate",
  "discussions.close",
  "discussions.delete",
  "comments.delete",
];

export function makePermissionsRecord(role: RecordRole): Permissions {
  const names = role === "member" ? MEMBER : MODERATOR;
  return {
    isAdmin: role === "administrator",
    permissions: [{ type: "global", permissions: Object.fromEntries(names.map((name) => [name, true])) }],
    junctions: { category: [] },
    junctionAliases: { category: {} },
  };
}
