// A group invitation on the register page (`/entry/register?invitation=TOKEN`, docs/reference/groups.md#invitations):
// the token is read back with GET /groups/invitations/by-token, the page says which group invites and prefills the
// invited address, the registration sends the token (registering with that address joins the group at once) and then
// opens the group's page. A token that is invalid, used or expired is said so, and the page registers as usual.
import { useT } from "../../ui/i18n/i18n-context";
import { type TokenInvitation, useInvitationByToken } from "../api/groups";

export interface RegisterInvitation {
  /** The invitation the token names, once read; null without a token or with an invalid one. */
  invitation: TokenInvitation | null;
  /** What the registration sends: the token, only when it named an open invitation. */
  body: { invitationToken?: string };
  /** Where the new member lands: the group's page, else the page's own target. */
  target(fallback: string): string;
  failed: boolean;
}

export function useRegisterInvitation(token: string | null): RegisterInvitation {
  const query = useInvitationByToken(token);
  const invitation = token && query.data ? query.data : null;
  return {
    invitation,
    body: invitation && token ? { invitationToken: token } : {},
    target: (fallback) => (invitation ? `/groups/${invitation.groupID}` : fallback),
    failed: Boolean(token) && query.isError,
  };
}

export function RegisterInvitationNotice({ invitation }: { invitation: RegisterInvitation }) {
  const t = useT();
  if (invitation.failed) {
    return (
      <p
        role="status"
        className="mt-4 rounded-box border border-border bg-bg-hover px-4 py-3 text-sm text-fg"
      >
        {t("This invitation link is no longer valid. You can still register, and ask to be invited again.")}
      </p>
    );
  }
  if (!invitation.invitation) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-box border border-primary/40 bg-primary-soft px-4 py-3 text-sm text-fg"
    >
      {t("You are invited to join {group}. Register with {email} to join it at once.", {
        group: invitation.invitation.groupName,
        email: invitation.invitation.email,
      })}
    </p>
  );
}
