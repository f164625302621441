// A user's unread counts (GET /users/me-counts, the current user, the SSE stream): unread notifications, and
// conversations with at least one message the user has not read (countRead < countMessages).
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { UnreadCounts } from "../../../types/generated/api/unread-counts";
import type { Db } from "../../db/client";
import { conversationParticipants, conversations, notifications } from "../../db/schema-activity";

export async function loadUnreadCounts(
  db: Db,
  userID: number,
  conversationsEnabled: boolean,
): Promise<UnreadCounts> {
  const [notificationRow] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userID, userID), eq(notifications.read, false)));
  let countUnreadConversations = 0;
  if (conversationsEnabled) {
    const [conversationRow] = await db
      .select({ n: count() })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.conversationID, conversationParticipants.conversationID))
      .where(
        and(
          eq(conversationParticipants.userID, userID),
          eq(conversationParticipants.deleted, false),
          gt(conversations.countMessages, sql`${conversationParticipants.countRead}`),
        ),
      );
    countUnreadConversations = conversationRow?.n ?? 0;
  }
  return { countUnreadNotifications: notificationRow?.n ?? 0, countUnreadConversations };
}
