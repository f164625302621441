// /notifications: the signed-in member's notifications, newest first, a page at a time; opening one marks it read,
// "Mark All Read" reads them all (docs/reference/ui-behaviour.md#optimistic-updates: every one read, the unread count
// 0).
import { useSearchParams } from "react-router";
import { useSession } from "../../../layout/session";
import { AppLink } from "../../../ui/AppLink";
import { Button } from "../../../ui/Button";
import { cx } from "../../../ui/cx";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { Pager } from "../../../ui/Pager";
import { RelativeTime } from "../../../ui/RelativeTime";
import { UserPhoto } from "../../../ui/UserPhoto";
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotifications,
} from "../../api/notifications";
import { failureFromError } from "../entry-form";
import { MemberFrame } from "./MemberFrame";
import { NOTIFICATIONS_PATH } from "./member-paths";
import { NotificationHeadline } from "./NotificationHeadline";

const NOTIFICATIONS_PAGE_LIMIT = 30;

function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function NotificationsPage() {
  const { isGuest } = useSession();
  const t = useT();
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const list = useNotifications({ page, limit: NOTIFICATIONS_PAGE_LIMIT }, !isGuest);
  const markRead = useMarkNotificationReadMutation();
  const markAll = useMarkAllNotificationsReadMutation();
  const hasUnread = list.data?.items.some((item) => !item.read) ?? false;
  const failure = markAll.error ?? markRead.error;

  let body: React.ReactNode;
  if (list.isPending) body = <Loader label={t("Loading notifications")} className="mt-6" />;
  else if (list.isError)
    body = <FormAlert className="mt-4" message={failureFromError(list.error, [], t).message} />;
  else if (list.data.items.length === 0)
    body = <p className="mt-6 text-fg-muted">{t("You have no notifications yet.")}</p>;
  else {
    body = (
      <>
        <ul className="mt-4 divide-y divide-border" aria-label={t("Notifications")}>
          {list.data.items.map((item) => (
            <li
              key={item.notificationID}
              className={cx("flex gap-3 py-3", item.read ? "" : "bg-bg-hover/40")}
            >
              <UserPhoto url={item.activityUser?.photoUrl} name={item.activityUser?.name} size={40} />
              <div className="min-w-0 flex-1">
                <AppLink
                  to={item.url}
                  className="text-fg hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
                  onClick={() => {
                    if (!item.read) markRead.mutate(item.notificationID);
                  }}
                >
                  <NotificationHeadline headline={item.headline} name={item.activityUser?.name ?? null} />
                </AppLink>
                <p className="text-sm text-fg-muted">
                  <RelativeTime date={item.dateInserted} />
                  {item.read ? null : <span className="ml-2 font-semibold text-primary">{t("Unread")}</span>}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <Pager className="mt-4" page={page} limit={NOTIFICATIONS_PAGE_LIMIT} total={list.data.total} />
      </>
    );
  }
  return (
    <MemberFrame
      path={NOTIFICATIONS_PATH}
      actions={
        <Button onClick={() => markAll.mutate()} disabled={!hasUnread || markAll.isPending}>
          {t("Mark All Read")}
        </Button>
      }
    >
      {failure ? <FormAlert className="mt-4" message={failureFromError(failure, [], t).message} /> : null}
      {body}
    </MemberFrame>
  );
}
