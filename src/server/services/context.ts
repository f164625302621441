// What every service receives: the database and who is asking. Routes build it from the request; layout
// widgets get it from the hydration request.

import type { CurrentUser } from "../../types/generated/api/current-user";
import type { Db, Tx } from "../db/client";
import type { PermissionSet } from "../permissions/permission-set";

export interface Viewer {
  user: CurrentUser;
  permissions: PermissionSet;
}

/** A new post for the job queue's fan-out (services/notifications/post-fanout.ts). */
export interface PostEvent {
  recordType: "discussion" | "comment";
  recordID: number;
  mentionIDs: number[];
}

/** An email owed for one event that is not a post: a reaction to the recipient's post, or a private message. */
export type EmailEvent =
  | {
      kind: "reaction";
      recordType: "discussion" | "comment";
      recordID: number;
      reactorID: number;
      recipientID: number;
    }
  | { kind: "message"; messageID: number };

/**
 * Where the services hand what is told after the commit (docs/reference/notifications.md#delivery): queued inside
 * the write's transaction, so the job exists exactly when the write does, and the local worker woken after it.
 */
export interface NotificationEvents {
  /** A new post's fan-out: followers, and the emails of every reason. */
  queue(tx: Tx, event: PostEvent): Promise<void>;
  /** One event's email. */
  queueEmail(tx: Tx, event: EmailEvent): Promise<void>;
  afterCommit(): void;
}

export interface ServiceContext {
  db: Db;
  viewer: Viewer;
  /** Absent when the app runs without its job queue (most API tests): nobody beyond mentions and replies is told. */
  notificationEvents?: NotificationEvents;
  /** The reader's language, where what is read shows translated site records (docs/reference/localisation.md). */
  locale?: string;
}

/** The reserved user ID of guests (docs/reference/api-conventions.md#resources: signed in means userID is not 0). */
export const GUEST_USER_ID = 0;

export function isSignedIn(viewer: Viewer): boolean {
  return viewer.user.userID !== GUEST_USER_ID;
}
