// What an email's unsubscribe link describes and does (docs/reference/notifications.md#unsubscribe): the emails
// of one followed category's type or digest, of one notification type, or the digest. Applying it twice is fine.
import { and, eq } from "drizzle-orm";
import type { NotificationTypeKey } from "../../../lib/notification-types";
import type { Unsubscribe } from "../../../types/generated/api/unsubscribe";
import type { Db } from "../../db/client";
import { categories, users } from "../../db/schema";
import { notificationPreferences } from "../../db/schema-activity";
import { categoryFollows } from "../../db/schema-site";
import { english, type MailMessageKey, type Translate } from "../../mail/catalogue";
import { effectivePreferences, updateStoredPreferences } from "./member-preferences";
import { siteNotificationDefaults } from "./site-defaults";
import { invalidUnsubscribeLink, type UnsubscribeTarget, verifyUnsubscribeToken } from "./unsubscribe-token";

const CATEGORY_COLUMN = { posts: "emailPosts", comments: "emailComments", digest: "digest" } as const;
const CATEGORY_WHAT = {
  posts: "unsubscribe.categoryPosts",
  comments: "unsubscribe.categoryComments",
  digest: "unsubscribe.categoryDigest",
} as const satisfies Record<string, MailMessageKey>;
const TYPE_WHAT = {
  NewDiscussion: "unsubscribe.type.NewDiscussion",
  NewComment: "unsubscribe.type.NewComment",
  Mention: "unsubscribe.type.Mention",
  Reply: "unsubscribe.type.Reply",
  Reaction: "unsubscribe.type.Reaction",
  Message: "unsubscribe.type.Message",
} as const satisfies Record<NotificationTypeKey, MailMessageKey>;

/** What a link stops, in words: "emails about new comments in General"; English unless a language is given. */
export async function describeUnsubscribeTarget(
  db: Db,
  target: UnsubscribeTarget,
  t: Translate = english,
): Promise<string> {
  if (target.kind === "digest") return t("unsubscribe.digest");
  if (target.kind === "type") return t(TYPE_WHAT[target.type]);
  const [category] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.categoryID, target.categoryID));
  if (!category) throw invalidUnsubscribeLink();
  return t(CATEGORY_WHAT[target.what], { category: category.name });
}

/** Whether those emails are already off. */
async function isOff(db: Db, userID: number, target: UnsubscribeTarget): Promise<boolean> {
  if (target.kind === "category") {
    const [follow] = await db
      .select()
      .from(categoryFollows)
      .where(and(eq(categoryFollows.userID, userID), eq(categoryFollows.categoryID, target.categoryID)));
    return !follow?.[CATEGORY_COLUMN[target.what]];
  }
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userID, userID));
  const preferences = effectivePreferences(row, await siteNotificationDefaults(db));
  return target.kind === "digest" ? !preferences.DigestEnabled.email : !preferences[target.type].email;
}

async function describe(
  db: Db,
  userID: number,
  target: UnsubscribeTarget,
  t: Translate,
): Promise<{ what: string; done: boolean }> {
  return { what: await describeUnsubscribeTarget(db, target, t), done: await isOff(db, userID, target) };
}

async function memberName(db: Db, userID: number): Promise<string> {
  const [user] = await db
    .select({ name: users.name, deleted: users.deleted })
    .from(users)
    .where(eq(users.userID, userID));
  if (!user || user.deleted) throw invalidUnsubscribeLink();
  return user.name;
}

/** What the link stops, described in the language of `t` (the page's). */
export async function describeUnsubscribe(
  db: Db,
  token: string,
  t: Translate = english,
): Promise<Unsubscribe> {
  const { sub, target } = await verifyUnsubscribeToken(db, token);
  const name = await memberName(db, sub);
  return { name, ...(await describe(db, sub, target, t)) };
}

async function turnOff(db: Db, userID: number, target: UnsubscribeTarget): Promise<void> {
  if (target.kind === "category") {
    await db
      .update(categoryFollows)
      .set({ [CATEGORY_COLUMN[target.what]]: false })
      .where(and(eq(categoryFollows.userID, userID), eq(categoryFollows.categoryID, target.categoryID)));
    return;
  }
  const defaults = await siteNotificationDefaults(db);
  await updateStoredPreferences(db, userID, (row) => {
    if (target.kind === "digest") return { digest: false };
    const types = { ...row?.types };
    types[target.type] = { ...defaults.types[target.type], ...types[target.type], email: false };
    return { types };
  });
}

export async function applyUnsubscribe(db: Db, token: string, t: Translate = english): Promise<Unsubscribe> {
  const { sub, target } = await verifyUnsubscribeToken(db, token);
  const name = await memberName(db, sub);
  await turnOff(db, sub, target);
  return { name, ...(await describe(db, sub, target, t)) };
}
