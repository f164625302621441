// Preview loader for User Spotlight: the factory user with that ID, hidden when there is none (as on the server).
import type { UserSpotlightWidgetHydrated } from "../../src/types/generated/widgets/hydrated/userspotlight";
import type { UserSpotlightWidgetProps } from "../../src/types/generated/widgets/userspotlight";
import { makeUser, USER_COUNT } from "../../tests/factories";
import { rngFor } from "../../tests/factories/random";

export async function previewUserSpotlight(
  props: UserSpotlightWidgetProps,
): Promise<UserSpotlightWidgetHydrated | null> {
  const userID = props.apiParams.userID;
  if (userID === undefined || userID < 1 || userID > USER_COUNT) return null;
  const rng = rngFor("spotlight", userID);
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    description: props.descriptionType === "none" ? "" : props.description,
    userInfo: {
      ...makeUser({ userID }),
      countDiscussions: rng.int(12, 240),
      countComments: rng.int(300, 4800),
    },
  };
}
