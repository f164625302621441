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

/**
 * Where posting hands its fan-out (docs/reference/notifications.md#delivery): queued inside the post's transaction, so
 * the job exists exactly when the post does, and the local worker woken after the commit.
 */
export interface PostEvents {
  queue(tx: Tx, event: PostEvent): Promise<void>;
  afterCommit(): void;
}

export interface ServiceContext {
  db: Db;
  viewer: Viewer;
  /** Absent when the app runs without its job queue (most API tests): nobody beyond mentions and replies is told. */
  postEvents?: PostEvents;
}

/** The reserved user ID of guests (docs/reference/api-conventions.md#resources: signed in means userID is not 0). */
export const GUEST_USER_ID = 0;

export function isSignedIn(viewer: Viewer): boolean {
  return viewer.user.userID !== GUEST_USER_ID;
}
