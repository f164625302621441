// What a user card shows (docs/reference/ui-behaviour.md#user-card, docs/reference/errors.md#users), decided from the
// load's outcome alone so every state can be tested and drawn without a server: the full card; the restricted card of
// a private profile or (when the site keeps them private) a banned one; the banned-style card of a user who is gone
// (404); 'Failed to load user' for anything else.
import { englishText, type Translate } from "../../lib/english-text";
import { msg } from "../../lib/i18n/msg";
import type { User } from "../../types/generated/api/user";
import { ApiError } from "../api/errors";
import { isRestrictedProfile } from "../api/users";

export type UserCardState =
  | { kind: "loading" }
  | { kind: "full"; user: User }
  | { kind: "restricted"; user: User; reason: "private" | "banned" }
  | { kind: "notFound" }
  | { kind: "error" };

/** Message keys: shown through t. */
export const USER_TEXTS = {
  deleted: msg("This user has been deleted."),
  banned: msg("This user has been banned."),
  private: msg("This user's profile is private."),
  failed: msg("Failed to load user"),
} as const;

export function userCardState(load: { user?: User | undefined; error?: unknown }): UserCardState {
  if (load.error !== undefined && load.error !== null) {
    return load.error instanceof ApiError && load.error.status === 404
      ? { kind: "notFound" }
      : { kind: "error" };
  }
  const { user } = load;
  if (!user) return { kind: "loading" };
  if (!isRestrictedProfile(user)) return { kind: "full", user };
  return { kind: "restricted", user, reason: user.private ? "private" : "banned" };
}

/** The label beside the name: Banned replaces the rank title (docs/reference/errors.md#users). */
export function userLabel(user: Pick<User, "banned" | "title">, t: Translate = englishText): string | null {
  if (user.banned) return t("Banned");
  return user.title ? user.title : null;
}

export interface MessageRule {
  conversationsEnabled: boolean;
  /** The viewer holds conversations.add. */
  canAddConversations: boolean;
  /** The card is the viewer's own. */
  self: boolean;
}

/** Message: only with conversations on, to a user who is not banned, for a viewer with conversations.add. */
export function canMessage(user: Pick<User, "banned">, rule: MessageRule): boolean {
  return rule.conversationsEnabled && rule.canAddConversations && !rule.self && !user.banned;
}
