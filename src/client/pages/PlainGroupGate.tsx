// The group a plain create-post page posts into (`/post/discussion/social-groups?groupid=N` with the createPost layout
// off, docs/reference/groups.md#pages): read through GET /groups/{id}; a group the viewer may not see reads as not
// found, and one they may not post in says so. The form itself is the caller's, given the group.
import type { ReactNode } from "react";
import { FormAlert } from "../../ui/FormAlert";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { type Group, useGroup } from "../api/groups";

export function PlainGroupGate({
  groupID,
  children,
}: {
  groupID: number;
  children(group: Group): ReactNode;
}) {
  const t = useT();
  const group = useGroup(groupID, Number.isInteger(groupID) && groupID > 0);
  if (group.isError) return <FormAlert message={group.error.message} />;
  if (!group.data) return <Loader />;
  if (!group.data.viewer.canPost) return <p>{t("Only members of this group can post in it.")}</p>;
  return children(group.data);
}
