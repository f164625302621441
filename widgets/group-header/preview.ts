// Preview loader for the group header: the factories' public group, as a guest sees it (Sign in to join) or as one of
// its members sees it (New Discussion, Invite Members, Leave Group).
import type { Group } from "../../src/types/generated/api/group";
import type { GroupHeaderProps } from "../../src/types/generated/widgets/group-header";
import type { GroupHeaderHydrated } from "../../src/types/generated/widgets/hydrated/group-header";
import type { PreviewContext } from "../../stories/support/preview-data";
import { makeGroup } from "../../tests/factories/groups";

export async function previewGroupHeader(
  props: GroupHeaderProps,
  context: PreviewContext,
): Promise<GroupHeaderHydrated> {
  const member = context.viewer === "member";
  // A page story's group (its params, as the server resolves them), else the factories' first group.
  const group = (context.params.group as Group | undefined) ?? makeGroup({ groupID: 1 });
  return {
    ...props,
    signedIn: member,
    canRead: true,
    group: member
      ? {
          ...group,
          viewer: {
            ...group.viewer,
            membership: "member",
            canPost: true,
            canInvite: true,
            canJoin: "no",
          },
        }
      : group,
  };
}
