// What the Invite dialog reads and shows (docs/reference/groups.md#invitations): outside addresses typed in a text
// box, separated by commas, semicolons, spaces or new lines (duplicates dropped, invalid ones named before any call),
// and the words for each per-invitee result of POST /groups/{id}/invitations.
import { msg } from "../../lib/i18n/msg";
import type { GroupInvitationResult } from "../api/groups";

/** The API's limit on each list (userIDs, emails). */
export const MAX_INVITEES = 100;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ParsedEmails {
  emails: string[];
  invalid: string[];
}

export function parseEmailList(text: string): ParsedEmails {
  const seen = new Set<string>();
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const item of text.split(/[\s,;]+/)) {
    const email = item.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    (EMAIL.test(email) ? emails : invalid).push(email);
  }
  return { emails, invalid };
}

type Invitee = GroupInvitationResult["invitees"][number];

/** Message keys, translated where the results are shown. */
export const INVITATION_STATUS_TEXTS: Record<Invitee["status"], string> = {
  invited: msg("Invited"),
  alreadyMember: msg("Already a member"),
  alreadyInvited: msg("Already invited"),
  banned: msg("Banned: not invited"),
  unknownUser: msg("No such member"),
  invalidEmail: msg("Not a valid email address"),
  self: msg("You cannot invite yourself"),
};

/** Who a result is about: the member's name, else the address, else their ID. */
export function inviteeLabel(invitee: Invitee): string {
  return invitee.name ?? invitee.email ?? `#${invitee.userID ?? "?"}`;
}
