// The author beside a post (the original post and each comment): photo and name, the name opening the user card. A
// post whose author is gone comes without insertUser; it shows by 'Deleted User' (docs/reference/errors.md#users), as
// plain text — there is no profile or card to open.
import type { UserFragment } from "../../types/generated/api/user-fragment";
import { UserPhoto } from "../../ui/UserPhoto";
import { UserCardLink } from "../user-card/UserCardLink";

const DELETED_USER_NAME = "Deleted User";

/** The name a post's author shows by. */
export function authorName(user: Pick<UserFragment, "name"> | null | undefined): string {
  return user?.name ?? DELETED_USER_NAME;
}

export function PostAuthor({ user }: { user: UserFragment | null | undefined }) {
  return (
    <>
      <UserPhoto url={user?.photoUrl} size={28} />
      {user ? (
        <UserCardLink user={user} className="font-semibold text-fg hover:text-primary">
          {user.name}
        </UserCardLink>
      ) : (
        <span className="font-semibold text-fg">{DELETED_USER_NAME}</span>
      )}
    </>
  );
}
