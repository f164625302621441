// The emailed invitation's link (docs/reference/groups.md#invitations): GET /groups/invitations/by-token tells the
// register page which group and address it is for; registering with it (POST /users with invitationToken) joins the
// group in the registration's transaction, marks the invitation accepted, and counts the address as confirmed — the
// link proved the mailbox is theirs. A token that is malformed, forged, used, declined or expired names nothing.
import { and, eq, isNull } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import type { Db, Tx } from "../../db/client";
import { groupInvitations, groups } from "../../db/schema-groups";
import { fieldErrors, notFound } from "../../http/errors";
import { openInvitation } from "./group-rows";
import { verifyInvitationToken } from "./invitation-token";
import { addMember } from "./members";

export interface EmailInvitation {
  invitationID: number;
  groupID: number;
  groupName: string;
  email: string;
}

/** The open invitation to an outside address a token names; null when there is none. */
export async function findEmailInvitation(db: Db, token: string): Promise<EmailInvitation | null> {
  const invitationID = await verifyInvitationToken(db, token);
  if (invitationID === null) return null;
  const [row] = await db
    .select({
      invitationID: groupInvitations.invitationID,
      groupID: groups.groupID,
      groupName: groups.name,
      email: groupInvitations.email,
    })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.groupID, groupInvitations.groupID))
    .where(
      and(eq(groupInvitations.invitationID, invitationID), isNull(groupInvitations.userID), openInvitation()),
    )
    .limit(1);
  return row?.email ? { ...row, email: row.email } : null;
}

/** GET /groups/invitations/by-token: anyone holding the link. */
export async function invitationByToken(
  db: Db,
  token: string,
): Promise<{ groupID: number; groupName: string; email: string }> {
  const invitation = await findEmailInvitation(db, token);
  if (!invitation) throw notFound("Invitation");
  const { invitationID: _id, ...preview } = invitation;
  return preview;
}

function invalidInvitation() {
  return fieldErrors(400, [
    {
      field: "invitationToken",
      code: "invalid",
      message: msg("This invitation is not valid: it was used, declined or has expired."),
    },
  ]);
}

/**
 * The invitation a registration carries, checked before anything is created: 400 on invitationToken when it names
 * no open invitation, 422 on email when the account's address is not the invited one.
 */
export async function invitationForRegistration(
  db: Db,
  token: string,
  email: string,
): Promise<EmailInvitation> {
  const invitation = await findEmailInvitation(db, token);
  if (!invitation) throw invalidInvitation();
  if (invitation.email !== email.trim().toLowerCase()) {
    throw fieldErrors(422, [
      {
        field: "email",
        code: "invitationEmail",
        message: msg("Register with the address the invitation was sent to: {email}."),
        values: { email: invitation.email },
      },
    ]);
  }
  return invitation;
}

/** In the registration's transaction: the new member joins, the invitation is theirs and accepted. */
export async function acceptInvitationOnRegistration(
  tx: Tx,
  invitation: EmailInvitation,
  userID: number,
): Promise<void> {
  const accepted = await tx
    .update(groupInvitations)
    .set({ userID, status: "accepted", dateUpdated: new Date() })
    .where(and(eq(groupInvitations.invitationID, invitation.invitationID), openInvitation()))
    .returning({ invitationID: groupInvitations.invitationID });
  // Another registration spent it meanwhile: this one is refused whole (the transaction rolls back).
  if (!accepted.length) throw invalidInvitation();
  await addMember(tx, invitation.groupID, userID);
}
