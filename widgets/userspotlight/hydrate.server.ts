// Server data for User Spotlight: the chosen member's card; the widget is hidden when there is nobody to show.
import type { LayoutContext } from "../../src/server/layouts/context";
import { getUserCard } from "../../src/server/services/user-cards";
import type { UserSpotlightWidgetHydrated } from "../../src/types/generated/widgets/hydrated/userspotlight";
import type { UserSpotlightWidgetProps } from "../../src/types/generated/widgets/userspotlight";

export async function hydrateUserSpotlight(
  props: UserSpotlightWidgetProps,
  context: LayoutContext,
): Promise<UserSpotlightWidgetHydrated | null> {
  const userID = props.apiParams.userID;
  // -1 is a template's "nobody chosen yet".
  if (userID === undefined || userID < 1) return null;
  const userInfo = await getUserCard(context.services, userID);
  if (!userInfo) return null;
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    description: props.descriptionType === "none" ? "" : props.description,
    userInfo,
  };
}
