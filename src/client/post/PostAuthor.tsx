// The author beside a post (the original post and each comment): photo and name, the name opening the user card. A
// post whose author is gone comes without insertUser; it shows by 'Deleted User' (docs/reference/errors.md#users), as
// plain text — there is no profile or card to open.
import { englishText, type Translate } from "../../lib/english-text";
import { msg } from "../../lib/i18n/msg";
import { userDisplayName } from "../../lib/placeholder-users";
import type { UserFragment } from "../../types/generated/api/user-fragment";
import { useT } from "../../ui/i18n/i18n-context";
import { UserPhoto } from "../../ui/UserPhoto";
import { UserCardLink } from "../user-card/UserCardLink";

const DELETED_USER_NAME = msg("Deleted User");

/** The name a post's author shows by, in the language of `t` when the author is gone. */
export function authorName(
  user: Pick<UserFragment, "name" | "placeholder"> | null | undefined,
  t: Translate = englishText,
): string {
  return user ? userDisplayName(user, t) : t(DELETED_USER_NAME);
}

export function PostAuthor({ user }: { user: UserFragment | null | undefined }) {
  const t = useT();
  return (
    <>
      <UserPhoto url={user?.photoUrl} size={28} />
      {user?.placeholder ? (
        // A placeholder (spec 000 §3) has no profile or card: its name in the reader's language, as plain text.
        <span className="font-semibold text-fg">{userDisplayName(user, t)}</span>
      ) : user ? (
        <UserCardLink user={user} className="font-semibold text-fg hover:text-primary">
          {user.name}
        </UserCardLink>
      ) : (
        <span className="font-semibold text-fg">{t(DELETED_USER_NAME)}</span>
      )}
    </>
  );
}
