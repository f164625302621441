// Server data for the group's members: the first page (leaders first) as GET /groups/{id}/members answers it, and
// for those who lead the group the pending requests to join (GET /groups/{id}/applicants) with Remove and Make leader. Hidden off group pages, and from viewers who
// may not read the group (a private group's non-members): the service refuses them.
import { ApiError } from "../../src/server/http/errors";
import type { LayoutContext } from "../../src/server/layouts/context";
import { pageGroup } from "../../src/server/layouts/group-params";
import { listApplicants, listGroupMembers } from "../../src/server/services/groups";
import type { GroupMembersProps } from "../../src/types/generated/widgets/group-members";
import type { GroupMembersHydrated } from "../../src/types/generated/widgets/hydrated/group-members";

const REFUSALS = new Set([401, 403, 404]);

export async function hydrateGroupMembers(
  props: GroupMembersProps,
  context: LayoutContext,
): Promise<GroupMembersHydrated | null> {
  const group = pageGroup(context);
  if (!group) return null;
  try {
    const [{ items, total }, applicants] = await Promise.all([
      listGroupMembers(context.services, group.groupID, { page: 1, limit: props.limit }),
      group.viewer.canManage ? listApplicants(context.services, group.groupID) : Promise.resolve([]),
    ]);
    return {
      ...props,
      groupID: group.groupID,
      groupName: group.name,
      canManage: group.viewer.canManage,
      viewerUserID: context.services.viewer.user.userID,
      members: items,
      total,
      applicants,
    };
  } catch (error) {
    if (error instanceof ApiError && REFUSALS.has(error.status)) return null;
    throw error;
  }
}
