// Invitations (docs/reference/groups.md#invitations): leaders (and members of a public group) invite members by ID
// and outside addresses by email. One result per invitee, in the order asked (userIDs first, then emails): a member
// gets a notification linking to the group page; an outside address a mail in the site's language with a signed link
// to register and join in one step (invitation-token.ts), valid 14 days. An address that belongs to a member is that
// member. Accepting is joining (members.ts); the invitee may also decline.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import type { GroupInvitationPost } from "../../../types/generated/api/group-invitation-post";
import type { GroupInvitationResult } from "../../../types/generated/api/group-invitation-result";
import { users } from "../../db/schema";
import { notifications } from "../../db/schema-activity";
import { groupInvitations, groupMembers } from "../../db/schema-groups";
import { fieldErrors, notFound, signInRequired } from "../../http/errors";
import { mailTranslator } from "../../mail/catalogue";
import type { MailSettings } from "../../mail/config";
import { groupInvitationMail } from "../../mail/messages";
import { isSignedIn, type ServiceContext } from "../context";
import { publishCountsChanged } from "../notifications/counts-bus";
import { headlineColumns } from "../notifications/headlines";
import { groupUrl } from "../urls";
import { openInvitation } from "./group-rows";
import { refuseUnless, requireGroup } from "./groups";
import { INVITATION_DAYS, signInvitationToken } from "./invitation-token";
import { planInvitees, type UserRow } from "./invitees";

export type { GroupInvitationResult };

/** Where outside addresses' mails go and in which language: the site's (docs/reference/groups.md#invitations). */
export interface InvitationMailer {
  mail: MailSettings;
  siteTitle: string;
  locale: string;
  /** A mail that could not be sent: the invitation stays, the inviter may send it again later. */
  onError?: (error: unknown) => void;
}

const REGISTER_INVITATION_PATH = "/entry/register?invitation=";

async function loadUsers(ctx: ServiceContext, userIDs: number[], emails: string[]): Promise<UserRow[]> {
  if (!userIDs.length && !emails.length) return [];
  const byID = userIDs.length ? inArray(users.userID, userIDs) : undefined;
  const byEmail = emails.length ? inArray(sql`lower(${users.email})`, emails) : undefined;
  return ctx.db
    .select({
      userID: users.userID,
      name: users.name,
      email: users.email,
      banned: users.banned,
      deleted: users.deleted,
    })
    .from(users)
    .where(or(byID, byEmail));
}

async function groupState(ctx: ServiceContext, groupID: number) {
  const [members, open] = await Promise.all([
    ctx.db
      .select({ userID: groupMembers.userID })
      .from(groupMembers)
      .where(eq(groupMembers.groupID, groupID)),
    ctx.db
      .select({ userID: groupInvitations.userID, email: groupInvitations.email })
      .from(groupInvitations)
      .where(and(eq(groupInvitations.groupID, groupID), openInvitation())),
  ]);
  return {
    memberIDs: new Set(members.map((row) => row.userID)),
    invitedIDs: new Set(open.flatMap((row) => (row.userID === null ? [] : [row.userID]))),
    invitedEmails: new Set(open.flatMap((row) => (row.email === null ? [] : [row.email]))),
  };
}

export async function inviteToGroup(
  ctx: ServiceContext,
  groupID: number,
  input: GroupInvitationPost,
  mailer: InvitationMailer,
): Promise<GroupInvitationResult> {
  const loaded = await requireGroup(ctx, groupID);
  refuseUnless(ctx, loaded.access.canInvite);
  const userIDs = input.userIDs ?? [];
  const emails = input.emails ?? [];
  if (!userIDs.length && !emails.length) {
    throw fieldErrors(400, [
      { field: "userIDs", code: "required", message: msg("Invite at least one member or email address.") },
    ]);
  }
  const lowered = emails.map((email) => email.trim().toLowerCase());
  const [found, state] = await Promise.all([loadUsers(ctx, userIDs, lowered), groupState(ctx, groupID)]);
  const plan = planInvitees({ userIDs, emails, found, viewerID: ctx.viewer.user.userID, ...state });
  const inviter = ctx.viewer.user.name;
  const group = loaded.row.name;
  const dateExpires = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const notified: number[] = [];
  await ctx.db.transaction(async (tx) => {
    for (const item of plan.filter((entry) => entry.result.status === "invited")) {
      const [row] = await tx
        .insert(groupInvitations)
        .values({
          groupID,
          userID: item.userID ?? null,
          email: item.userID === undefined ? (item.email ?? null) : null,
          insertUserID: ctx.viewer.user.userID,
          dateExpires,
        })
        .returning({ invitationID: groupInvitations.invitationID });
      item.result.invitationID = row?.invitationID ?? 0;
      if (item.userID === undefined) continue;
      await tx.insert(notifications).values({
        userID: item.userID,
        activityUserID: ctx.viewer.user.userID,
        reason: "groupInvitation",
        recordType: "group",
        recordID: groupID,
        ...headlineColumns({ key: "headline.groupInvitation", values: { inviter, group } }),
        url: groupUrl(groupID, group),
        eventKey: `group:invitation:${item.result.invitationID}`,
      });
      notified.push(item.userID);
    }
  });
  publishCountsChanged(ctx.db, notified);
  const t = mailTranslator(mailer.locale);
  for (const item of plan) {
    if (item.result.status !== "invited" || item.userID !== undefined || !item.email) continue;
    const token = await signInvitationToken(ctx.db, item.result.invitationID ?? 0);
    const link = `${mailer.mail.publicUrl}${REGISTER_INVITATION_PATH}${token}`;
    const values = { site: mailer.siteTitle, inviter, group };
    try {
      await mailer.mail.transport.send(groupInvitationMail(values, item.email, link, t));
    } catch (error) {
      mailer.onError?.(error);
    }
  }
  return { invitees: plan.map((item) => item.result) };
}

/** POST /groups/invitations/{id}/decline: the invitee says no; 404 for anyone else or a closed invitation. */
export async function declineInvitation(ctx: ServiceContext, invitationID: number): Promise<void> {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  const declined = await ctx.db
    .update(groupInvitations)
    .set({ status: "declined", dateUpdated: new Date() })
    .where(
      and(
        eq(groupInvitations.invitationID, invitationID),
        eq(groupInvitations.userID, ctx.viewer.user.userID),
        openInvitation(),
      ),
    )
    .returning({ invitationID: groupInvitations.invitationID });
  if (!declined.length) throw notFound("Invitation");
}
