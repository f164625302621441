// Groups (docs/reference/groups.md): what routes, widget loaders (widgets/group-*/hydrate.server.ts) and other
// services use. Each call takes the viewer's ServiceContext and applies the one rule of access.ts.
export { decideApplication, listApplicants } from "./applications";
export { createGroup, deleteGroup, patchGroup } from "./group-writes";
export { getGroup, groupOfCategory, listGroups } from "./groups";
export { declineInvitation, inviteToGroup } from "./invitations";
export { joinGroup, listGroupMembers, removeMember, setMemberRole } from "./members";
export { invitationByToken } from "./registration";
