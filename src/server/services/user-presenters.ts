// How users leave the server: the current user (docs/reference/api-conventions.md#resources), the user fragment
// beside content, the profile card.

import { PLACEHOLDER_USER_NAMES, type PlaceholderKind } from "../../lib/placeholder-users";
import type { CurrentUser } from "../../types/generated/api/current-user";
import type { User } from "../../types/generated/api/user";
import type { UserFragment } from "../../types/generated/api/user-fragment";
import { escapeHtml } from "../format/escape";
import { GUEST_USER_ID } from "./context";

/** The placeholder users of spec 000 §3 (src/lib/placeholder-users.ts, docs/reference/errors.md#users). */
export const DELETED_USER_NAME = PLACEHOLDER_USER_NAMES.deleted;
/** A user ID that names no account (e.g. a row removed from the database by hand). */
export const UNKNOWN_USER_NAME = PLACEHOLDER_USER_NAMES.unknown;

function profileUrl(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}

export function guestUser(roleIDs: number[]): CurrentUser {
  return {
    userID: GUEST_USER_ID,
    name: "Guest",
    photoUrl: "",
    dateLastActive: null,
    roleIDs,
    isAdmin: false,
    emailConfirmed: false,
    countUnreadNotifications: 0,
    countUnreadConversations: 0,
  };
}

export interface CurrentUserRow {
  userID: number;
  name: string;
  photoUrl: string | null;
  emailConfirmed: boolean;
  dateLastActive: Date | null;
}

export function toCurrentUser(row: CurrentUserRow, roleIDs: number[], isAdmin: boolean): CurrentUser {
  return {
    userID: row.userID,
    name: row.name,
    photoUrl: row.photoUrl ?? "",
    dateLastActive: row.dateLastActive?.toISOString() ?? null,
    roleIDs,
    isAdmin,
    emailConfirmed: row.emailConfirmed,
    // Notifications and conversations do not exist yet; nothing can be unread.
    countUnreadNotifications: 0,
    countUnreadConversations: 0,
  };
}

export interface UserFragmentRow {
  userID: number;
  name: string;
  photoUrl: string | null;
  dateLastActive: Date | null;
  title: string | null;
  banned: number;
  deleted: boolean;
}

export function toUserFragment(row: UserFragmentRow): UserFragment {
  const name = row.deleted ? DELETED_USER_NAME : row.name;
  const fragment: UserFragment = {
    userID: row.userID,
    name,
    photoUrl: row.deleted ? "" : (row.photoUrl ?? ""),
    url: profileUrl(name),
    dateLastActive: row.dateLastActive?.toISOString() ?? null,
    banned: row.banned ? 1 : 0,
  };
  if (row.title && !row.deleted) fragment.title = row.title;
  if (row.deleted) fragment.placeholder = "deleted";
  return fragment;
}

function placeholderFragment(userID: number, placeholder: PlaceholderKind): UserFragment {
  const name = PLACEHOLDER_USER_NAMES[placeholder];
  return { userID, name, photoUrl: "", url: profileUrl(name), dateLastActive: null, banned: 0, placeholder };
}

/** The fragment of an ID that names no account: the content it wrote still shows, by 'Unknown User'. */
export function unknownUserFragment(userID: number): UserFragment {
  return placeholderFragment(userID, "unknown");
}

/** The fragment of a record that names no user at all (an empty author reference): 'Removed User', id 0. */
export function removedUserFragment(): UserFragment {
  return placeholderFragment(0, "removed");
}

export interface UserProfileRow extends UserFragmentRow {
  email: string;
  private: boolean;
  countDiscussions: number;
  countComments: number;
  dateInserted: Date;
}

/**
 * The label beside a user's name, as HTML (docs/reference/errors.md#users): "Banned" replaces the rank title; a
 * restricted profile shows no title. Null when there is nothing to show.
 */
function userLabelHtml(row: { banned: number; title: string | null }, withTitle: boolean): string | null {
  if (row.banned) return "Banned";
  return withTitle && row.title ? escapeHtml(row.title) : null;
}

/** full = the viewer may see the whole profile; withEmail = also the email (self or personalInfo.view). */
export function toUser(row: UserProfileRow, access: { full: boolean; withEmail: boolean }): User {
  const user: User = {
    userID: row.userID,
    name: row.name,
    photoUrl: row.photoUrl ?? "",
    url: profileUrl(row.name),
    private: row.private,
    banned: row.banned ? 1 : 0,
    labelHtml: userLabelHtml(row, access.full),
  };
  if (!access.full) return user;
  user.title = row.title;
  user.countDiscussions = row.countDiscussions;
  user.countComments = row.countComments;
  user.dateInserted = row.dateInserted.toISOString();
  user.dateLastActive = row.dateLastActive?.toISOString() ?? null;
  if (access.withEmail) user.email = row.email;
  return user;
}
