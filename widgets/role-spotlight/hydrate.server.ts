// Server data for Role Spotlight: the role and its most recently active members, read through the roles
// service; the widget is hidden when the role does not exist or features nobody.
import type { LayoutContext } from "../../src/server/layouts/context";
import { getRoleSpotlight } from "../../src/server/services/role-members";
import type { RoleSpotlightWidgetHydrated } from "../../src/types/generated/widgets/hydrated/role-spotlight";
import type { RoleSpotlightWidgetProps } from "../../src/types/generated/widgets/role-spotlight";
import { spotlightTexts } from "./texts";

export async function hydrateRoleSpotlight(
  props: RoleSpotlightWidgetProps,
  context: LayoutContext,
): Promise<RoleSpotlightWidgetHydrated | null> {
  const { roleID, limit } = props.apiParams;
  if (roleID === undefined) return null;
  const spotlight = await getRoleSpotlight(context.services, roleID, limit);
  if (!spotlight || spotlight.members.length === 0) return null;
  return { ...props, ...spotlightTexts(props, spotlight.role), ...spotlight };
}
