// The notifications dropdown's content (lazy: loaded the first time a member opens it): the latest notifications,
// unread ones marked, "Mark All Read", and a link to the full page. Choosing one marks it read.
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotifications,
} from "../../../src/client/api/notifications";
import { AppLink } from "../../../src/ui/AppLink";
import { cx } from "../../../src/ui/cx";
import { useT } from "../../../src/ui/i18n/i18n-context";
import { Loader } from "../../../src/ui/Loader";
import { RelativeTime } from "../../../src/ui/RelativeTime";
import { UserPhoto } from "../../../src/ui/UserPhoto";

const NOTIFICATIONS_IN_DROPDOWN = 10;

export default function NotificationsList({ onNavigate }: { onNavigate?(): void }) {
  const t = useT();
  const { data, isPending, isError } = useNotifications({ limit: NOTIFICATIONS_IN_DROPDOWN });
  const markRead = useMarkNotificationReadMutation();
  const markAllRead = useMarkAllNotificationsReadMutation();
  const items = data?.items ?? [];
  const anyUnread = items.some((item) => !item.read);
  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border pb-2">
        <h2 className="text-sm font-bold">{t("Notifications")}</h2>
        <button
          type="button"
          onClick={() => markAllRead.mutate()}
          disabled={!anyUnread || markAllRead.isPending}
          className="text-sm font-semibold text-primary hover:underline disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t("Mark All Read")}
        </button>
      </div>
      {isPending ? (
        <Loader size="small" />
      ) : isError ? (
        <p className="py-3 text-fg-muted">{t("The notifications could not be loaded.")}</p>
      ) : items.length === 0 ? (
        <p className="py-3 text-fg-muted">{t("You have no notifications.")}</p>
      ) : (
        <ul className="-mx-4 divide-y divide-border">
          {items.map((item) => (
            <li key={item.notificationID}>
              <AppLink
                to={item.url}
                onClick={() => {
                  if (!item.read) markRead.mutate(item.notificationID);
                  onNavigate?.();
                }}
                className={cx("flex gap-3 px-4 py-2.5 hover:bg-bg-hover", item.read ? "" : "bg-primary-soft")}
              >
                <UserPhoto url={item.activityUser?.photoUrl} size={28} />
                <span className="min-w-0 flex-1">
                  <span className="block">{item.headline}</span>
                  <span className="text-xs text-fg-muted">
                    <RelativeTime date={item.dateInserted} />
                    {item.read ? "" : ` · ${t("Unread")}`}
                  </span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <AppLink
        to="/notifications"
        onClick={onNavigate}
        className="border-t border-border pt-2 text-sm font-semibold text-primary hover:underline"
      >
        {t("All Notifications")}
      </AppLink>
    </div>
  );
}
