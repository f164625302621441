// Notifications, conversations and their messages, for the account box's stories and the member pages' tests:
// deterministic per ID, dated relative to the anchor, shaped exactly like the API answers.
import type { Conversation } from "../../src/types/generated/api/conversation";
import type { ConversationMessage } from "../../src/types/generated/api/conversation-message";
import type { ConversationParticipant } from "../../src/types/generated/api/conversation-participant";
import type { Notification } from "../../src/types/generated/api/notification";
import { hoursAgo } from "./clock";
import { DISCUSSIONS, USER_NAMES } from "./corpus";
import { cycle, rngFor } from "./random";
import { nextID } from "./sequence";

function participant(userID: number): ConversationParticipant {
  return { userID, name: cycle(USER_NAMES, userID), photoUrl: "" };
}

/** A mention or a reply by another member; the newer the ID, the more recent. Every third one is read. */
function makeNotification(overrides: Partial<Notification> = {}): Notification {
  const notificationID = overrides.notificationID ?? nextID("notification");
  const rng = rngFor("notification", notificationID);
  const actor = participant(rng.int(2, USER_NAMES.length));
  const topic = cycle(DISCUSSIONS, notificationID).name;
  const reason = rng.chance(0.5) ? "mention" : "reply";
  return {
    notificationID,
    reason,
    headline:
      reason === "mention"
        ? `${actor.name} mentioned you in ${topic}`
        : `${actor.name} commented on ${topic}`,
    url: `/discussion/${notificationID}/topic`,
    read: notificationID % 3 === 0,
    dateInserted: hoursAgo(Math.max(1, 100 - notificationID)),
    activityUser: actor,
    ...overrides,
  };
}

/** `count` notifications, newest first, as GET /notifications lists them. */
export function makeNotifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) => makeNotification({ notificationID: count - index }));
}

/** A conversation between the viewer (userID 1) and one or two others, with its last message. */
export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  const conversationID = overrides.conversationID ?? nextID("conversation");
  const rng = rngFor("conversation", conversationID);
  const others = rng.chance(0.3) ? [conversationID + 1, conversationID + 2] : [conversationID + 1];
  const countMessages = rng.int(1, 12);
  const lastAuthor = others[0] ?? 1;
  const date = hoursAgo(conversationID * 3);
  return {
    conversationID,
    insertUserID: 1,
    dateInserted: hoursAgo(conversationID * 3 + 24),
    dateLastMessage: date,
    countMessages,
    countUnread: conversationID % 2 === 0 ? 0 : Math.min(countMessages, rng.int(1, 3)),
    participants: [1, ...others].map(participant),
    lastMessage: {
      messageID: conversationID * 100 + countMessages,
      insertUserID: lastAuthor,
      excerpt: `About ${cycle(DISCUSSIONS, conversationID).name.toLowerCase()}: shall we talk it over?`,
      dateInserted: date,
    },
    ...overrides,
  };
}

/** `count` conversations, most recent activity first. */
export function makeConversations(count: number): Conversation[] {
  return Array.from({ length: count }, (_, index) => makeConversation({ conversationID: index + 1 }));
}

export function makeConversationMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  const messageID = overrides.messageID ?? nextID("conversationMessage");
  const insertUserID = overrides.insertUserID ?? (messageID % 2 === 0 ? 1 : 2);
  return {
    messageID,
    conversationID: 1,
    body: `<p>${cycle(DISCUSSIONS, messageID).name}</p>`,
    format: "markdown",
    insertUserID,
    insertUser: participant(insertUserID),
    dateInserted: hoursAgo(Math.max(1, 50 - messageID)),
    ...overrides,
  };
}
