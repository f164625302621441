// Who an invitation request reaches, decided before anything is written (docs/reference/groups.md#invitations): one
// result per invitee in the order asked, members by ID first, then addresses. Pure, from what was loaded.
import type { GroupInvitationResult } from "../../../types/generated/api/group-invitation-result";

type InviteeResult = GroupInvitationResult["invitees"][number];

export interface UserRow {
  userID: number;
  name: string;
  email: string;
  banned: number;
  deleted: boolean;
}

export interface PlannedInvitee {
  /** The member invited (by ID, or because the address is theirs). */
  userID?: number;
  /** The outside address, lower case. */
  email?: string;
  result: InviteeResult;
}

export interface InviteeFacts {
  userIDs: readonly number[];
  emails: readonly string[];
  /** The users named by ID or by address. */
  found: readonly UserRow[];
  viewerID: number;
  memberIDs: ReadonlySet<number>;
  invitedIDs: ReadonlySet<number>;
  invitedEmails: ReadonlySet<string>;
}

/** An address worth mailing: something@domain.tld, no spaces, at most 200 characters like a member's. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isInvitableEmail(email: string): boolean {
  return email.length <= 200 && EMAIL.test(email);
}

export function planInvitees(facts: InviteeFacts): PlannedInvitee[] {
  const live = facts.found.filter((user) => !user.deleted);
  const byID = new Map(live.map((user) => [user.userID, user]));
  const byEmail = new Map(live.map((user) => [user.email.toLowerCase(), user]));
  const seenIDs = new Set<number>();
  const seenEmails = new Set<string>();

  const memberStatus = (user: UserRow): InviteeResult["status"] => {
    if (user.userID === facts.viewerID) return "self";
    if (user.banned) return "banned";
    if (facts.memberIDs.has(user.userID)) return "alreadyMember";
    if (facts.invitedIDs.has(user.userID) || seenIDs.has(user.userID)) return "alreadyInvited";
    seenIDs.add(user.userID);
    return "invited";
  };
  const member = (user: UserRow, email?: string): PlannedInvitee => {
    const status = memberStatus(user);
    return {
      userID: user.userID,
      result: { ...(email ? { email } : {}), userID: user.userID, name: user.name, status },
    };
  };

  const byIDs = facts.userIDs.map((userID): PlannedInvitee => {
    const user = byID.get(userID);
    return user ? member(user) : { result: { userID, status: "unknownUser" } };
  });
  const byEmails = facts.emails.map((raw): PlannedInvitee => {
    const given = raw.trim();
    const email = given.toLowerCase();
    if (!isInvitableEmail(email)) return { result: { email: given, status: "invalidEmail" } };
    const user = byEmail.get(email);
    if (user) return member(user, given);
    if (facts.invitedEmails.has(email) || seenEmails.has(email))
      return { email, result: { email: given, status: "alreadyInvited" } };
    seenEmails.add(email);
    return { email, result: { email: given, status: "invited" } };
  });
  return [...byIDs, ...byEmails];
}
