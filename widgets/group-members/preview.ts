// Preview loader for the group's members: the factories' members, leaders first, as anyone who may read the group
// sees them; a member viewer is shown as the group's leader, with two requests to join to approve or deny.
import type { GroupMembersProps } from "../../src/types/generated/widgets/group-members";
import type { GroupMembersHydrated } from "../../src/types/generated/widgets/hydrated/group-members";
import type { PreviewContext } from "../../stories/support/preview-data";
import { makeGroup, makeGroupMember } from "../../tests/factories/groups";
import { makeUser } from "../../tests/factories/users";

const MEMBER_NAMES = ["trail_ana", "hill_hugo", "liam_obrien", "mira_k", "sam_runs", "noor", "pete_m", "zoe"];
const TOTAL = 24;

function previewMembers(limit: number) {
  const leader = makeGroupMember({
    userID: 101,
    role: "leader",
    user: makeUser({ userID: 101, name: "coach_dana" }),
  });
  const members = MEMBER_NAMES.map((name, index) =>
    makeGroupMember({ userID: 102 + index, user: makeUser({ userID: 102 + index, name }) }),
  );
  return [leader, ...members].slice(0, limit);
}

function previewApplicants() {
  return [
    makeGroupMember({
      userID: 201,
      role: "applicant",
      reason: "I run the ridge trail every weekend and would love company.",
      user: makeUser({ userID: 201, name: "new_runner" }),
    }),
    makeGroupMember({ userID: 202, role: "applicant", user: makeUser({ userID: 202, name: "jo_b" }) }),
  ];
}

export async function previewGroupMembers(
  props: GroupMembersProps,
  context: PreviewContext,
): Promise<GroupMembersHydrated> {
  const leads = context.viewer === "member";
  const group = makeGroup({ groupID: 1 });
  return {
    ...props,
    groupID: group.groupID,
    groupName: group.name,
    canManage: leads,
    viewerUserID: leads ? 101 : 0,
    members: previewMembers(props.limit),
    total: TOTAL,
    applicants: leads ? previewApplicants() : [],
  };
}
