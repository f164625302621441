// The group's members (docs/reference/layout-widgets.md#assets react.asset.groupMembers, docs/reference/groups.md
// #pages): the first page as the server read it, leaders first, and Show more reading the next pages through
// GET /groups/{id}/members. Its leaders (and the moderators) also see who asks to join, with Approve and Deny
// (JoinRequests.tsx), and may make a member a leader (or a leader a member) or remove them. Outcomes are announced in
// a live region; after a change the page's layout is read again. In a preview nothing is sent.
import { useId, useState } from "react";
import {
  type GroupMember,
  useGroupMembers,
  useRemoveGroupMemberMutation,
  useSetGroupMemberRoleMutation,
} from "../../src/client/api/groups";
import { UserCardLink } from "../../src/client/user-card/UserCardLink";
import { usePreviewMode } from "../../src/layout/preview-mode";
import type { GroupMembersHydrated } from "../../src/types/generated/widgets/hydrated/group-members";
import { Badge } from "../../src/ui/Badge";
import { Button } from "../../src/ui/Button";
import { ConfirmDialog } from "../../src/ui/ConfirmDialog";
import { FormAlert } from "../../src/ui/FormAlert";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { UserPhoto } from "../../src/ui/UserPhoto";
import { WidgetContainer } from "../../src/ui/WidgetContainer";
import { JoinRequests } from "./JoinRequests";

interface MemberActions {
  /** The viewer leads the group: Make leader / Make member and Remove on others. */
  canManage: boolean;
  viewerUserID: number;
  onRole(member: GroupMember, role: "leader" | "member"): void;
  onRemove(member: GroupMember): void;
}

function MemberItem({ member, actions }: { member: GroupMember; actions: MemberActions }) {
  const t = useT();
  const nameID = useId();
  const manageable = actions.canManage && member.userID !== actions.viewerUserID;
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex items-center gap-2">
        <UserPhoto url={member.user.photoUrl} size={28} />
        <span id={nameID} className="min-w-0 truncate">
          <UserCardLink user={member.user} className="font-semibold text-fg hover:text-primary">
            {member.user.name}
          </UserCardLink>
        </span>
        {member.role === "leader" ? <Badge tone="primary">{t("Leader")}</Badge> : null}
      </div>
      {manageable ? (
        // Each button is described by the member's name, so a screen reader says whom it acts on.
        <div className="flex flex-wrap gap-x-3 ps-9">
          <Button
            variant="text"
            aria-describedby={nameID}
            onClick={() => actions.onRole(member, member.role === "leader" ? "member" : "leader")}
          >
            {member.role === "leader" ? t("Make member") : t("Make leader")}
          </Button>
          <Button variant="text" aria-describedby={nameID} onClick={() => actions.onRemove(member)}>
            {t("Remove")}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** A further page of members, read when Show more asks for it. */
function MemberPage({
  groupID,
  page,
  limit,
  actions,
}: {
  groupID: number;
  page: number;
  limit: number;
  actions: MemberActions;
}) {
  const members = useGroupMembers(groupID, { page, limit });
  return (members.data?.items ?? []).map((member) => (
    <MemberItem key={member.userID} member={member} actions={actions} />
  ));
}

export default function GroupMembersAsset(props: GroupMembersHydrated) {
  const t = useT();
  const i18n = useI18n();
  const preview = usePreviewMode();
  const [pages, setPages] = useState(1);
  // The pages read after the hydrated first one: 2, 3, …
  const morePages = Array.from({ length: pages - 1 }, (_, index) => index + 2);
  const [outcome, setOutcome] = useState("");
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const setRole = useSetGroupMemberRoleMutation(props.groupID);
  const remove = useRemoveGroupMemberMutation(props.groupID);

  const actions: MemberActions = {
    canManage: props.canManage,
    viewerUserID: props.viewerUserID,
    onRole: (member, role) => {
      if (preview) return;
      setRole.mutate(
        { userID: member.userID, role },
        {
          onSuccess: () =>
            setOutcome(
              role === "leader"
                ? t("{name} is now a leader.", { name: member.user.name })
                : t("{name} is now a member.", { name: member.user.name }),
            ),
        },
      );
    },
    onRemove: (member) => {
      if (!preview) setRemoving(member);
    },
  };

  const confirmRemove = async () => {
    if (!removing) return;
    await remove.mutateAsync(removing.userID);
    setOutcome(t("{name} was removed from the group.", { name: removing.user.name }));
    setRemoving(null);
  };

  return (
    <WidgetContainer containerOptions={props.containerOptions}>
      <section data-widget="group-members" className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-fg-heading">{i18n.text(props.title)}</h2>
        <JoinRequests
          groupID={props.groupID}
          applicants={props.applicants}
          preview={preview}
          onOutcome={setOutcome}
        />
        <ul className="flex flex-col divide-y divide-border">
          {props.members.map((member) => (
            <MemberItem key={member.userID} member={member} actions={actions} />
          ))}
          {morePages.map((page) => (
            <MemberPage
              key={page}
              groupID={props.groupID}
              page={page}
              limit={props.limit}
              actions={actions}
            />
          ))}
        </ul>
        {pages * props.limit < props.total ? (
          <Button className="self-start" onClick={() => setPages((count) => count + 1)}>
            {t("Show more")}
          </Button>
        ) : null}
        <FormAlert message={setRole.error?.message ?? null} />
        <p role="status" className="min-h-5 text-sm text-fg-muted">
          {outcome}
        </p>
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={t("Remove Member")}
        confirmLabel={t("Remove")}
        pendingLabel={t("Removing…")}
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {t("Remove {name} from “{group}”?", { name: removing?.user.name ?? "", group: props.groupName })}
      </ConfirmDialog>
    </WidgetContainer>
  );
}
