// Private conversations, always as one participant sees them: a conversation the viewer is not in (or left)
// answers 404 like a missing one. Starting one needs conversations.add and recipients who exist and are neither
// banned nor deleted; a refused request writes nothing. Reading is tracked per participant as countRead.
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Conversation } from "../../../types/generated/api/conversation";
import type { ConversationMessage } from "../../../types/generated/api/conversation-message";
import type { ConversationMessagePost } from "../../../types/generated/api/conversation-message-post";
import type { ConversationParticipant } from "../../../types/generated/api/conversation-participant";
import type { ConversationPost } from "../../../types/generated/api/conversation-post";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema";
import { conversationMessages, conversationParticipants, conversations } from "../../db/schema-activity";
import { renderSource } from "../../format/render";
import { type FieldErrorInput, fieldErrors, notFound, permissionDenied } from "../../http/errors";
import type { NotificationEvents, Viewer } from "../context";
import { publishCountsChanged } from "../notifications/counts-bus";
import type { Paging } from "../paging";
import { bodyErrors } from "../posting/prepare-body";
import { type ConversationRow, presentConversations, presentMessages } from "./present";

const conversationColumns = {
  conversationID: conversations.conversationID,
  insertUserID: conversations.insertUserID,
  dateInserted: conversations.dateInserted,
  dateLastMessage: conversations.dateLastMessage,
  lastMessageID: conversations.lastMessageID,
  countMessages: conversations.countMessages,
};

const activeMember = (userID: number) =>
  and(eq(conversationParticipants.userID, userID), eq(conversationParticipants.deleted, false));

export async function listConversations(
  db: Db,
  viewerID: number,
  page: { page: number; limit: number; offset: number },
): Promise<{ items: Conversation[]; paging: Paging }> {
  const [rows, totals] = await Promise.all([
    db
      .select(conversationColumns)
      .from(conversations)
      .innerJoin(
        conversationParticipants,
        eq(conversationParticipants.conversationID, conversations.conversationID),
      )
      .where(activeMember(viewerID))
      .orderBy(desc(conversations.dateLastMessage), desc(conversations.conversationID))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(conversationParticipants).where(activeMember(viewerID)),
  ]);
  return {
    items: await presentConversations(db, viewerID, rows),
    paging: { page: page.page, limit: page.limit, total: totals[0]?.n ?? 0 },
  };
}

async function memberConversation(
  db: Db,
  viewerID: number,
  conversationID: number,
): Promise<ConversationRow> {
  const [row] = await db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      eq(conversationParticipants.conversationID, conversations.conversationID),
    )
    .where(and(eq(conversations.conversationID, conversationID), activeMember(viewerID)))
    .limit(1);
  if (!row) throw notFound("Conversation");
  return row;
}

export async function getConversation(
  db: Db,
  viewerID: number,
  conversationID: number,
): Promise<Conversation> {
  const row = await memberConversation(db, viewerID, conversationID);
  const [presented] = await presentConversations(db, viewerID, [row]);
  if (!presented) throw notFound("Conversation");
  return presented;
}

export async function listMessages(
  db: Db,
  viewerID: number,
  conversationID: number,
  page: { page: number; limit: number; offset: number },
): Promise<{ items: ConversationMessage[]; paging: Paging }> {
  const conversation = await memberConversation(db, viewerID, conversationID);
  // Oldest first, as a conversation reads.
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationID, conversationID))
    .orderBy(conversationMessages.messageID)
    .limit(page.limit)
    .offset(page.offset);
  return {
    items: await presentMessages(db, rows),
    paging: { page: page.page, limit: page.limit, total: conversation.countMessages },
  };
}

function checkBody(body: string, format: string): void {
  const errors = bodyErrors(renderSource(body, format));
  if (errors.length) throw fieldErrors(400, errors);
}

/** Appends a message and moves the counters; the author has read everything up to it. */
async function appendMessage(
  tx: Tx,
  conversationID: number,
  authorID: number,
  input: { body: string; format: string },
  date: Date,
): Promise<number> {
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      conversationID,
      insertUserID: authorID,
      body: input.body,
      format: input.format,
      dateInserted: date,
    })
    .returning({ messageID: conversationMessages.messageID });
  if (!message) throw new Error("The message was not inserted.");
  const [updated] = await tx
    .update(conversations)
    .set({
      countMessages: sql`${conversations.countMessages} + 1`,
      lastMessageID: message.messageID,
      dateLastMessage: date,
    })
    .where(eq(conversations.conversationID, conversationID))
    .returning({ countMessages: conversations.countMessages });
  await tx
    .update(conversationParticipants)
    .set({ countRead: updated?.countMessages ?? 0 })
    .where(
      and(
        eq(conversationParticipants.conversationID, conversationID),
        eq(conversationParticipants.userID, authorID),
      ),
    );
  return message.messageID;
}

export async function createConversation(
  db: Db,
  viewer: Viewer,
  input: ConversationPost,
  events?: NotificationEvents,
): Promise<Conversation> {
  if (!viewer.permissions.has("conversations.add")) throw permissionDenied();
  const viewerID = viewer.user.userID;
  const others = [...new Set(input.participantUserIDs)].filter((id) => id !== viewerID);
  const errors: FieldErrorInput[] = [];
  if (others.length === 0) {
    errors.push({
      field: "participantUserIDs",
      code: "noRecipient",
      message: "Add at least one other member to the conversation.",
    });
  } else {
    const rows = await db
      .select({ userID: users.userID, name: users.name, banned: users.banned, deleted: users.deleted })
      .from(users)
      .where(inArray(users.userID, others));
    const byID = new Map(rows.map((row) => [row.userID, row]));
    for (const userID of others) {
      const row = byID.get(userID);
      if (!row || row.deleted) {
        errors.push({
          field: "participantUserIDs",
          code: "notFound",
          message: "There is no member {userID}.",
          values: { userID: String(userID) },
        });
      } else if (row.banned !== 0) {
        errors.push({
          field: "participantUserIDs",
          code: "banned",
          message: "{name} is banned and cannot receive messages.",
          values: { name: row.name },
        });
      }
    }
  }
  if (errors.length) throw fieldErrors(422, errors);
  checkBody(input.body, input.format);

  const now = new Date();
  const conversationID = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({ insertUserID: viewerID, dateInserted: now, dateLastMessage: now })
      .returning({ conversationID: conversations.conversationID });
    if (!row) throw new Error("The conversation was not inserted.");
    await tx
      .insert(conversationParticipants)
      .values([viewerID, ...others].map((userID) => ({ conversationID: row.conversationID, userID })));
    const messageID = await appendMessage(tx, row.conversationID, viewerID, input, now);
    await events?.queueEmail(tx, { kind: "message", messageID });
    return row.conversationID;
  });
  publishCountsChanged(db, others);
  events?.afterCommit();
  return getConversation(db, viewerID, conversationID);
}

export async function replyToConversation(
  db: Db,
  viewer: Viewer,
  conversationID: number,
  input: ConversationMessagePost,
  events?: NotificationEvents,
): Promise<ConversationMessage> {
  const viewerID = viewer.user.userID;
  await memberConversation(db, viewerID, conversationID);
  checkBody(input.body, input.format);
  const now = new Date();
  const messageID = await db.transaction(async (tx) => {
    const appended = await appendMessage(tx, conversationID, viewerID, input, now);
    // The other participants' emails, for those who want them, follow from the job queue (event-emails.ts).
    await events?.queueEmail(tx, { kind: "message", messageID: appended });
    return appended;
  });
  events?.afterCommit();
  const members = await db
    .select({ userID: conversationParticipants.userID })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationID, conversationID),
        eq(conversationParticipants.deleted, false),
      ),
    );
  publishCountsChanged(
    db,
    members.map((m) => m.userID).filter((id) => id !== viewerID),
  );
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.messageID, messageID));
  const [message] = await presentMessages(db, rows);
  if (!message) throw new Error("The message could not be read back.");
  return message;
}

export async function markConversationRead(db: Db, viewerID: number, conversationID: number): Promise<void> {
  const conversation = await memberConversation(db, viewerID, conversationID);
  const updated = await db
    .update(conversationParticipants)
    .set({ countRead: conversation.countMessages })
    .where(
      and(
        eq(conversationParticipants.conversationID, conversationID),
        eq(conversationParticipants.userID, viewerID),
        sql`${conversationParticipants.countRead} <> ${conversation.countMessages}`,
      ),
    )
    .returning({ userID: conversationParticipants.userID });
  if (updated.length) publishCountsChanged(db, [viewerID]);
}

/**
 * The member /messages/add/{name} writes to, by exact name (case-insensitive): 404 for nobody or a deleted
 * member, 422 for a banned one, like POST /conversations would answer.
 */
export async function findRecipient(db: Db, name: string): Promise<ConversationParticipant> {
  const [row] = await db
    .select({
      userID: users.userID,
      name: users.name,
      photoUrl: users.photoUrl,
      banned: users.banned,
      deleted: users.deleted,
    })
    .from(users)
    .where(sql`lower(${users.name}) = lower(${name})`)
    .limit(1);
  if (!row || row.deleted) throw notFound("User");
  if (row.banned !== 0) {
    throw fieldErrors(422, [
      {
        field: "name",
        code: "banned",
        message: "{name} is banned and cannot receive messages.",
        values: { name: row.name },
      },
    ]);
  }
  return { userID: row.userID, name: row.name, photoUrl: row.photoUrl ?? "" };
}
