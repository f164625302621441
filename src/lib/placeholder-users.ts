// The placeholder users of spec 000 §3 (docs/reference/errors.md#users): who content shows as its author when no
// real member can be named. The server sends the English name and the kind (UserFragment.placeholder); pages show
// the name in the reader's language through the catalogue.
//   deleted  the account was deleted (the row stays for its content, wiped): 'Deleted User'
//   unknown  the user id names no account at all (a row removed from the database by hand): 'Unknown User'
//   removed  the record names no user (an empty author reference, e.g. imported content): 'Removed User'
import type { UserFragment } from "../types/generated/api/user-fragment";
import { msg } from "./i18n/msg";

export type PlaceholderKind = NonNullable<UserFragment["placeholder"]>;

export const PLACEHOLDER_USER_NAMES: Record<PlaceholderKind, string> = {
  deleted: msg("Deleted User"),
  unknown: msg("Unknown User"),
  removed: msg("Removed User"),
};

/** A user's name as shown: a placeholder's in the reader's language (`t`), anyone else's as they chose it. */
export function userDisplayName(
  user: Pick<UserFragment, "name" | "placeholder">,
  t: (key: string) => string,
): string {
  return user.placeholder ? t(PLACEHOLDER_USER_NAMES[user.placeholder]) : user.name;
}
