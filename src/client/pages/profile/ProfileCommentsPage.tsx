// /profile/comments/{userID}/{userName}: every comment the user wrote that the viewer may see, newest first, each
// with the discussion it is in, a page at a time (GET /comments?insertUserID=).
import { useParams, useSearchParams } from "react-router";
import type { User } from "../../../types/generated/api/user";
import { AppLink } from "../../../ui/AppLink";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { Pager } from "../../../ui/Pager";
import { RelativeTime } from "../../../ui/RelativeTime";
import { useUserComments } from "../../api/comments";
import { InPlace } from "../../discussion-meta/InPlace";
import { failureFromError } from "../entry-form";
import { PROFILE_LIST_LIMIT } from "./ProfileDiscussionsPage";
import { ProfileFrame } from "./ProfileFrame";
import { pageFrom } from "./profile-paths";

export function ProfileCommentsPage() {
  const { userID = "" } = useParams();
  return (
    <ProfileFrame source={{ userID: Number(userID) || 0 }} tab="comments">
      {(user) => <UserComments user={user} />}
    </ProfileFrame>
  );
}

function UserComments({ user }: { user: User }) {
  const [search] = useSearchParams();
  const t = useT();
  const page = pageFrom(search);
  const list = useUserComments({ insertUserID: user.userID, page, limit: PROFILE_LIST_LIMIT });
  if (list.isPending) return <Loader label={t("Loading comments")} />;
  if (list.isError) return <FormAlert message={failureFromError(list.error, [], t).message} />;
  if (list.data.items.length === 0) return <p className="text-fg-muted">{t("No comments yet.")}</p>;
  return (
    <>
      <h2 className="sr-only">{t("Comments")}</h2>
      <ul className="divide-y divide-border" aria-label={t("Comments by {name}", { name: user.name })}>
        {list.data.items.map((comment) => (
          <li key={comment.commentID} className="py-3">
            <p className="text-sm text-fg-muted">
              <AppLink to={comment.url} className="hover:text-primary">
                <RelativeTime date={comment.dateInserted} />
              </AppLink>
              {comment.discussion ? (
                <>
                  {" "}
                  <InPlace place={comment.discussion} />
                </>
              ) : null}
            </p>
            {/* Sanitized server-side by the posting renderer (src/server/format/render.ts). */}
            <div
              className="userContent mt-1 line-clamp-4 text-fg"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the API
              dangerouslySetInnerHTML={{ __html: comment.body }}
            />
          </li>
        ))}
      </ul>
      <Pager className="mt-4" page={page} limit={PROFILE_LIST_LIMIT} total={list.data.total} />
    </>
  );
}
