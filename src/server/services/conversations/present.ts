// How conversations and their messages leave the server: participants as name + photo (a deleted member shows
// as Deleted User), message bodies rendered from the stored source by the posting renderer.
import { and, eq, inArray } from "drizzle-orm";
import type { Conversation } from "../../../types/generated/api/conversation";
import type { ConversationMessage } from "../../../types/generated/api/conversation-message";
import type { ConversationParticipant } from "../../../types/generated/api/conversation-participant";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { conversationMessages, conversationParticipants } from "../../db/schema-activity";
import { renderSource } from "../../format/render";
import { DELETED_USER_NAME, UNKNOWN_USER_NAME } from "../user-presenters";

const EXCERPT_LENGTH = 160;

export type ConversationRow = {
  conversationID: number;
  insertUserID: number;
  dateInserted: Date;
  dateLastMessage: Date;
  lastMessageID: number | null;
  countMessages: number;
};

export type MessageRow = typeof conversationMessages.$inferSelect;

async function participantCards(
  db: Db,
  userIDs: readonly number[],
): Promise<Map<number, ConversationParticipant>> {
  const cards = new Map<number, ConversationParticipant>();
  if (!userIDs.length) return cards;
  const rows = await db
    .select({ userID: users.userID, name: users.name, photoUrl: users.photoUrl, deleted: users.deleted })
    .from(users)
    .where(inArray(users.userID, [...new Set(userIDs)]));
  for (const row of rows) {
    cards.set(row.userID, {
      userID: row.userID,
      name: row.deleted ? DELETED_USER_NAME : row.name,
      photoUrl: row.deleted ? "" : (row.photoUrl ?? ""),
    });
  }
  return cards;
}

function cardOf(cards: Map<number, ConversationParticipant>, userID: number): ConversationParticipant {
  // An ID that names no account at all is the placeholder of docs/reference/errors.md#users, not a deleted member.
  return cards.get(userID) ?? { userID, name: UNKNOWN_USER_NAME, photoUrl: "" };
}

/** Plain text of a rendered body, collapsed and cut to the excerpt length. */
function excerptOf(body: string, format: string): string {
  const text = renderSource(body, format)
    .html.replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
}

/** Presents conversations for one viewer: participants (who have not left), unread count, last message. */
export async function presentConversations(
  db: Db,
  viewerID: number,
  rows: readonly ConversationRow[],
): Promise<Conversation[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.conversationID);
  const participantRows = await db
    .select()
    .from(conversationParticipants)
    .where(
      and(inArray(conversationParticipants.conversationID, ids), eq(conversationParticipants.deleted, false)),
    );
  const lastIDs = rows.map((row) => row.lastMessageID).filter((id): id is number => id !== null);
  const lastRows = lastIDs.length
    ? await db.select().from(conversationMessages).where(inArray(conversationMessages.messageID, lastIDs))
    : [];
  const lastByID = new Map(lastRows.map((row) => [row.messageID, row]));
  const cards = await participantCards(
    db,
    participantRows.map((row) => row.userID),
  );
  return rows.map((row) => {
    const members = participantRows.filter((p) => p.conversationID === row.conversationID);
    const mine = members.find((p) => p.userID === viewerID);
    const last = row.lastMessageID === null ? undefined : lastByID.get(row.lastMessageID);
    return {
      conversationID: row.conversationID,
      insertUserID: row.insertUserID,
      dateInserted: row.dateInserted.toISOString(),
      dateLastMessage: row.dateLastMessage.toISOString(),
      countMessages: row.countMessages,
      countUnread: Math.max(0, row.countMessages - (mine?.countRead ?? row.countMessages)),
      participants: members.map((p) => cardOf(cards, p.userID)).sort((a, b) => a.userID - b.userID),
      lastMessage: last
        ? {
            messageID: last.messageID,
            insertUserID: last.insertUserID,
            excerpt: excerptOf(last.body, last.format),
            dateInserted: last.dateInserted.toISOString(),
          }
        : null,
    };
  });
}

export async function presentMessages(db: Db, rows: readonly MessageRow[]): Promise<ConversationMessage[]> {
  const cards = await participantCards(
    db,
    rows.map((row) => row.insertUserID),
  );
  return rows.map((row) => ({
    messageID: row.messageID,
    conversationID: row.conversationID,
    body: renderSource(row.body, row.format).html,
    format: row.format,
    insertUserID: row.insertUserID,
    insertUser: cardOf(cards, row.insertUserID),
    dateInserted: row.dateInserted.toISOString(),
  }));
}
