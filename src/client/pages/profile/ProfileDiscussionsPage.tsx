// /profile/discussions/{userID}/{userName}: every discussion the user started that the viewer may see, newest
// first, a page at a time (GET /discussions?insertUserID=).
import { useParams, useSearchParams } from "react-router";
import type { User } from "../../../types/generated/api/user";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { Pager } from "../../../ui/Pager";
import { useUserDiscussions } from "../../api/discussions";
import { failureFromError } from "../entry-form";
import { ProfileDiscussionList } from "./ProfileDiscussionList";
import { ProfileFrame } from "./ProfileFrame";
import { pageFrom } from "./profile-paths";

export const PROFILE_LIST_LIMIT = 30;

export function ProfileDiscussionsPage() {
  const { userID = "" } = useParams();
  return (
    <ProfileFrame source={{ userID: Number(userID) || 0 }} tab="discussions">
      {(user) => <UserDiscussions user={user} />}
    </ProfileFrame>
  );
}

function UserDiscussions({ user }: { user: User }) {
  const [search] = useSearchParams();
  const t = useT();
  const page = pageFrom(search);
  const list = useUserDiscussions({ insertUserID: user.userID, page, limit: PROFILE_LIST_LIMIT });
  if (list.isPending) return <Loader label={t("Loading discussions")} />;
  if (list.isError) return <FormAlert message={failureFromError(list.error, [], t).message} />;
  if (list.data.items.length === 0) return <p className="text-fg-muted">{t("No discussions yet.")}</p>;
  return (
    <>
      <h2 className="sr-only">{t("Discussions")}</h2>
      <ProfileDiscussionList
        discussions={list.data.items}
        label={t("Discussions by {name}", { name: user.name })}
      />
      <Pager className="mt-4" page={page} limit={PROFILE_LIST_LIMIT} total={list.data.total} />
    </>
  );
}
