// What the viewer may do on a group's page (docs/reference/groups.md#pages), from the group's `viewer` as the server
// read it: a guest is offered Sign In; a pending invitation shows Accept and Decline (an invitation's notification
// links here); otherwise Join (public group), Request to Join (private group; a reason may be given) or the pending
// request; members get New Discussion, Leave (asks first; the last leader is refused with the server's reason) and,
// where allowed, Invite Members; leaders and moderators Edit Group. The dialogs load when chosen. Leaving a secret
// group, or declining its invitation, opens the groups list (its page is hidden from them now). Outcomes are
// announced in a live region; a failure shows the server's message. In a preview nothing is sent.
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  type Group,
  useDeclineInvitationMutation,
  useJoinGroupMutation,
  useRemoveGroupMemberMutation,
} from "../../src/client/api/groups";
import { usePreviewMode } from "../../src/layout/preview-mode";
import { useSession } from "../../src/layout/session";
import { entryPageUrl, SIGN_IN_PATH } from "../../src/lib/entry-target";
import { GROUPS_PATH, groupPostPath } from "../../src/lib/group-paths";
import { Button, ButtonLink } from "../../src/ui/Button";
import { ConfirmDialog } from "../../src/ui/ConfirmDialog";
import { FormAlert } from "../../src/ui/FormAlert";
import { Icon } from "../../src/ui/Icon";
import { useT } from "../../src/ui/i18n/i18n-context";
import { JoinRequestDialog } from "./JoinRequestDialog";

const EditGroupDialog = lazy(() => import("../../src/client/groups/EditGroupDialog"));
const InviteDialog = lazy(() => import("../../src/client/groups/InviteDialog"));

type Dialog = "edit" | "invite" | "request" | "leave" | null;

function InvitationNotice({
  onAccept,
  onDecline,
  pending,
}: {
  onAccept(): void;
  onDecline(): void;
  pending: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-box border border-primary/40 bg-primary-soft px-4 py-3">
      <p className="flex-1 text-sm font-semibold text-fg">{t("You are invited to join this group.")}</p>
      <Button variant="primary" onClick={onAccept} disabled={pending}>
        {t("Accept")}
      </Button>
      <Button onClick={onDecline} disabled={pending}>
        {t("Decline")}
      </Button>
    </div>
  );
}

export function GroupActions({ group, signedIn }: { group: Group; signedIn: boolean }) {
  const t = useT();
  const preview = usePreviewMode();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [outcome, setOutcome] = useState("");
  const join = useJoinGroupMutation(group.groupID);
  const leave = useRemoveGroupMemberMutation(group.groupID);
  const decline = useDeclineInvitationMutation();
  const { viewer } = group;
  const isMember = viewer.membership !== "none";
  const invited = !isMember && viewer.invitationID !== null;
  // The request dialog shows its own failure.
  const failure = dialog === "request" ? decline.error : (join.error ?? decline.error);

  /** Sends nothing in a preview (the layout editor, Storybook). */
  const act = (run: () => void) => {
    if (!preview) run();
  };
  const joinNow = () =>
    act(() => join.mutate(undefined, { onSuccess: () => setOutcome(t("You joined the group.")) }));
  const declineInvitation = () =>
    act(() => {
      if (viewer.invitationID === null) return;
      decline.mutate(viewer.invitationID, {
        onSuccess: () =>
          group.privacy === "secret" ? navigate(GROUPS_PATH) : setOutcome(t("You declined the invitation.")),
      });
    });
  const leaveGroup = async () => {
    await leave.mutateAsync(session.user.userID);
    setDialog(null);
    // A secret group is hidden from those who left it: its page would read "not found".
    if (group.privacy === "secret") await navigate(GROUPS_PATH);
    else setOutcome(t("You left the group."));
  };
  const open = (next: Dialog) => act(() => setDialog(next));

  if (!signedIn) {
    return group.privacy === "secret" ? null : (
      <div className="flex flex-wrap gap-2">
        <ButtonLink
          variant="primary"
          to={entryPageUrl(SIGN_IN_PATH, `${location.pathname}${location.search}`)}
        >
          {t("Sign in to join")}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {invited ? (
        <InvitationNotice
          onAccept={joinNow}
          onDecline={declineInvitation}
          pending={join.isPending || decline.isPending}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {!isMember && !invited && viewer.canJoin === "join" ? (
          <Button variant="primary" onClick={joinNow} disabled={join.isPending}>
            {t("Join")}
          </Button>
        ) : null}
        {!isMember && !invited && viewer.canJoin === "apply" && !viewer.hasApplied ? (
          <Button variant="primary" onClick={() => open("request")}>
            {t("Request to Join")}
          </Button>
        ) : null}
        {!isMember && viewer.hasApplied ? (
          <p className="text-sm text-fg-muted">
            {t("Your request to join is waiting for a leader's approval.")}
          </p>
        ) : null}
        {viewer.canPost ? (
          <ButtonLink variant="primary" to={groupPostPath(group.groupID)}>
            <Icon name="plus" size={16} />
            {t("New Discussion")}
          </ButtonLink>
        ) : null}
        {viewer.canInvite ? <Button onClick={() => open("invite")}>{t("Invite Members")}</Button> : null}
        {viewer.canManage ? <Button onClick={() => open("edit")}>{t("Edit Group")}</Button> : null}
        {isMember ? (
          <Button variant="text" onClick={() => open("leave")}>
            {t("Leave Group")}
          </Button>
        ) : null}
      </div>
      <FormAlert message={failure?.message ?? null} />
      <p role="status" className="min-h-5 text-sm text-fg-muted">
        {outcome}
      </p>
      <Suspense fallback={null}>
        {dialog === "edit" ? <EditGroupDialog group={group} onClose={() => setDialog(null)} /> : null}
        {dialog === "invite" ? <InviteDialog group={group} onClose={() => setDialog(null)} /> : null}
      </Suspense>
      <JoinRequestDialog
        open={dialog === "request"}
        pending={join.isPending}
        onSend={async (reason) => {
          await join.mutateAsync(reason || undefined);
          setDialog(null);
          setOutcome(t("Your request to join was sent."));
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === "leave"}
        title={t("Leave Group")}
        confirmLabel={t("Leave Group")}
        pendingLabel={t("Leaving…")}
        destructive
        pending={leave.isPending}
        onConfirm={leaveGroup}
        onCancel={() => setDialog(null)}
      >
        {t("Leave “{name}”? You will need to join again to post there.", { name: group.name })}
      </ConfirmDialog>
    </div>
  );
}
