// The groups API's schemas (routes/groups*.ts, docs/reference/groups.md#rest), for http/schemas.ts to register with
// the others.
import group from "../../../schemas/api/group.schema.json";
import groupApplicantPatch from "../../../schemas/api/group-applicant-patch.schema.json";
import groupImageUrl from "../../../schemas/api/group-image-url.schema.json";
import groupInvitationParams from "../../../schemas/api/group-invitation-params.schema.json";
import groupInvitationPost from "../../../schemas/api/group-invitation-post.schema.json";
import groupInvitationPreview from "../../../schemas/api/group-invitation-preview.schema.json";
import groupInvitationResult from "../../../schemas/api/group-invitation-result.schema.json";
import groupInvitationTokenQuery from "../../../schemas/api/group-invitation-token-query.schema.json";
import groupJoinPost from "../../../schemas/api/group-join-post.schema.json";
import groupListQuery from "../../../schemas/api/group-list-query.schema.json";
import groupMember from "../../../schemas/api/group-member.schema.json";
import groupMemberListQuery from "../../../schemas/api/group-member-list-query.schema.json";
import groupMemberParams from "../../../schemas/api/group-member-params.schema.json";
import groupMemberPatch from "../../../schemas/api/group-member-patch.schema.json";
import groupPatch from "../../../schemas/api/group-patch.schema.json";
import groupPost from "../../../schemas/api/group-post.schema.json";

export const groupSchemas = [
  group,
  groupApplicantPatch,
  groupImageUrl,
  groupInvitationParams,
  groupInvitationPost,
  groupInvitationPreview,
  groupInvitationResult,
  groupInvitationTokenQuery,
  groupJoinPost,
  groupListQuery,
  groupMember,
  groupMemberListQuery,
  groupMemberParams,
  groupMemberPatch,
  groupPatch,
  groupPost,
];
