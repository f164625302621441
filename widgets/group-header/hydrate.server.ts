// Server data for the group header: the page's group (resolved by the group page's record provider with the viewer's
// place in it), whether the viewer is signed in (a guest is offered Sign In to join) and may read the group's
// discussions (the permission set's word on its category). Hidden off group pages.

import type { LayoutContext } from "../../src/server/layouts/context";
import { pageGroup } from "../../src/server/layouts/group-params";
import { isSignedIn } from "../../src/server/services/context";
import type { GroupHeaderProps } from "../../src/types/generated/widgets/group-header";
import type { GroupHeaderHydrated } from "../../src/types/generated/widgets/hydrated/group-header";

export async function hydrateGroupHeader(
  props: GroupHeaderProps,
  context: LayoutContext,
): Promise<GroupHeaderHydrated | null> {
  const group = pageGroup(context);
  if (!group) return null;
  const { viewer } = context.services;
  return {
    ...props,
    group,
    signedIn: isSignedIn(viewer),
    canRead: viewer.permissions.canViewCategory(group.categoryID),
  };
}
