// Password reset by mailed link: request (neutral answer whether or not the address has an account) and reset
// (single-use token, one hour; the new password follows registration's rules, checked by the body schema).
import { and, eq, sql } from "drizzle-orm";
import { msg } from "../../lib/i18n/msg";
import { issueAuthToken, spendAuthToken } from "../auth/auth-tokens";
import { hashPassword } from "../auth/password";
import { hashToken } from "../auth/sessions";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { fieldErrors } from "../http/errors";
import { mailTranslator } from "../mail/catalogue";
import type { MailSettings } from "../mail/config";
import { passwordResetMail } from "../mail/messages";

const PASSWORD_RESET_PATH = "/entry/passwordreset";

/** The same answer for every address, so the call does not tell which addresses have accounts. */
export const PASSWORD_REQUEST_NOTICE = msg(
  "If an account uses that email address, we have sent it a link to reset the password. Check your inbox.",
);

/** Mails the reset link in `locale`, the language of the page that asked for it. */
export async function requestPasswordReset(
  db: Db,
  mail: MailSettings,
  siteTitle: string,
  email: string,
  locale = "en",
) {
  const [user] = await db
    .select({
      userID: users.userID,
      name: users.name,
      email: users.email,
      banned: users.banned,
      deleted: users.deleted,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!user || user.deleted || user.banned) return;
  const token = await issueAuthToken(db, user.userID, "passwordReset");
  const link = `${mail.publicUrl}${PASSWORD_RESET_PATH}/${token}`;
  await mail.transport.send(
    passwordResetMail(siteTitle, user.name, user.email, link, mailTranslator(locale)),
  );
}

export function invalidLinkError() {
  return fieldErrors(400, [
    {
      field: "token",
      code: "invalid",
      message: "This link is invalid or has expired. Request a new one.",
    },
  ]);
}

/**
 * Sets the new password and ends the user's other sessions (keepToken: the session of the request, kept only when
 * it is the same user's). A successful reset proves the mailbox is theirs, so the email counts as confirmed.
 */
export async function resetPassword(db: Db, token: string, password: string, keepToken: string | undefined) {
  // Hash first: argon2 is slow, and the token must not be spent when anything before the update fails.
  const passwordHash = await hashPassword(password);
  const userID = await db.transaction(async (tx) => {
    const owner = await spendAuthToken(tx, token, "passwordReset");
    if (owner === null) return null;
    await tx.update(users).set({ passwordHash, emailConfirmed: true }).where(eq(users.userID, owner));
    const keep = keepToken ? hashToken(keepToken) : null;
    const others = keep
      ? and(eq(sessions.userID, owner), sql`${sessions.tokenHash} <> ${keep}`)
      : eq(sessions.userID, owner);
    await tx.delete(sessions).where(others);
    return owner;
  });
  if (userID === null) throw invalidLinkError();
  return userID;
}
