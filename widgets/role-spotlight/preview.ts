// Preview loader for Role Spotlight: the demo site's staff roles with factory users as members, hidden for an
// unknown role (as on the server). Storybook only: the public bundle never imports this file.
import type { RoleSpotlightWidgetHydrated } from "../../src/types/generated/widgets/hydrated/role-spotlight";
import type { RoleSpotlightWidgetProps } from "../../src/types/generated/widgets/role-spotlight";
import { makeUser } from "../../tests/factories";
import { spotlightTexts } from "./texts";

/** The seeded roles a layout author would pick, with the factory users holding each. */
const PREVIEW_ROLES: Record<number, { name: string; description: string; memberIDs: number[] }> = {
  3: {
    name: "Moderator",
    description: "Keeps discussions on track across the community.",
    memberIDs: [4, 9, 2, 12, 7],
  },
  4: { name: "Administrator", description: "Runs the site.", memberIDs: [1, 6] },
};

export async function previewRoleSpotlight(
  props: RoleSpotlightWidgetProps,
): Promise<RoleSpotlightWidgetHydrated | null> {
  const roleID = props.apiParams.roleID;
  const found = roleID === undefined ? undefined : PREVIEW_ROLES[roleID];
  if (roleID === undefined || !found) return null;
  const role = { roleID, name: found.name, description: found.description };
  return {
    ...props,
    ...spotlightTexts(props, role),
    role,
    members: found.memberIDs.slice(0, props.apiParams.limit).map((userID) => makeUser({ userID })),
    countMembers: found.memberIDs.length,
  };
}
