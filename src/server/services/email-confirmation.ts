// Email confirmation: a link mailed at registration (and on request), spent by POST /users/confirm-email.
import { eq } from "drizzle-orm";
import { issueAuthToken, spendAuthToken } from "../auth/auth-tokens";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import { mailTranslator } from "../mail/catalogue";
import type { MailSettings } from "../mail/config";
import { emailConfirmMail } from "../mail/messages";
import { preferencesOf } from "./notifications/member-preferences";
import { invalidLinkError } from "./password-reset";

const EMAIL_CONFIRM_PATH = "/entry/emailconfirm";

/**
 * Mails a confirmation link in `locale` (the request's, when the member asks for it themselves), else in the
 * member's notification language.
 */
export async function sendEmailConfirmation(
  db: Db,
  mail: MailSettings,
  siteTitle: string,
  userID: number,
  locale?: string,
) {
  const [user] = await db
    .select({ name: users.name, email: users.email, emailConfirmed: users.emailConfirmed })
    .from(users)
    .where(eq(users.userID, userID))
    .limit(1);
  if (!user) throw new Error(`User ${userID} vanished before the confirmation mail.`);
  if (user.emailConfirmed) throw new ApiError(409, "Your email address is already confirmed.");
  const token = await issueAuthToken(db, userID, "emailConfirm");
  const link = `${mail.publicUrl}${EMAIL_CONFIRM_PATH}/${token}`;
  const language = locale ?? (await preferencesOf(db, [userID])).get(userID)?.NotificationLanguage;
  const t = mailTranslator(language ?? "en");
  await mail.transport.send(emailConfirmMail(siteTitle, user.name, user.email, link, t));
}

export async function confirmEmail(db: Db, token: string): Promise<number> {
  const userID = await db.transaction(async (tx) => {
    const owner = await spendAuthToken(tx, token, "emailConfirm");
    if (owner !== null) await tx.update(users).set({ emailConfirmed: true }).where(eq(users.userID, owner));
    return owner;
  });
  if (userID === null) throw invalidLinkError();
  return userID;
}
