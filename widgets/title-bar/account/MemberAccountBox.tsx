// The account box of a signed-in member on the full-width bar (docs/reference/ui-behaviour.md#account-box):
// Notifications and Messages (when the conversations setting is on) with unread counts, and My Account. Each
// dropdown's content is its own lazy chunk, loaded when first opened; this component is itself loaded only for
// members (AccountArea), so guests download none of it. Opening My Account refreshes both counts.
import { lazy, Suspense } from "react";
import { useRefreshUnreadCounts } from "../../../src/client/api/users";
import { usePermission } from "../../../src/client/permissions/use-permission";
import { useSession } from "../../../src/layout/session";
import { DASHBOARD_HOME_PERMISSIONS } from "../../../src/lib/app-routes";
import { AppLink } from "../../../src/ui/AppLink";
import { Flyout, FlyoutLinkItem, FlyoutSeparator } from "../../../src/ui/Flyout";
import { Icon } from "../../../src/ui/Icon";
import { useT } from "../../../src/ui/i18n/i18n-context";
import { Loader } from "../../../src/ui/Loader";
import { UserPhoto } from "../../../src/ui/UserPhoto";
import { countLabel, UnreadCount } from "../unread-count";
import {
  DASHBOARD_URL,
  LAYOUTS_URL,
  NOTIFICATION_PREFERENCES_URL,
  profileUrl,
  SESSIONS_URL,
  useSignOutUrl,
} from "./account-links";
import { useAccountCounts } from "./use-account-counts";

const NotificationsList = lazy(() => import("./NotificationsList"));
const ConversationsList = lazy(() => import("./ConversationsList"));

export const ICON_BUTTON =
  "relative inline-flex size-10 items-center justify-center rounded-full hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]";

export default function MemberAccountBox({
  conversationsEnabled,
  signOutUrl: configuredSignOutUrl,
}: {
  conversationsEnabled: boolean;
  signOutUrl?: string;
}) {
  const t = useT();
  const { user } = useSession();
  const counts = useAccountCounts();
  const refreshCounts = useRefreshUnreadCounts();
  const isManager = usePermission("site.manage") || user.isAdmin;
  // The dashboard's home lists the pages this member may open (src/lib/dashboard-pages.ts).
  const mayOpenDashboard = usePermission(DASHBOARD_HOME_PERMISSIONS) || user.isAdmin;
  const signOutUrl = useSignOutUrl(configuredSignOutUrl);
  return (
    <div className="flex items-center gap-1" data-account-box="">
      {/* Who is signed in, at a glance; the dropdowns hold the rest. */}
      <AppLink
        to={profileUrl(user.name)}
        className="max-w-[160px] truncate rounded-control px-2 py-1 text-sm font-semibold hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]"
      >
        {user.name}
      </AppLink>
      <Flyout
        kind="panel"
        width="titleBar"
        align="end"
        buttonLabel={countLabel(t("Notifications"), counts.notifications, t)}
        buttonClassName={ICON_BUTTON}
        label={
          <>
            <Icon size={20} name="bell" />
            <UnreadCount count={counts.notifications} />
          </>
        }
      >
        <Suspense fallback={<Loader size="small" />}>
          <NotificationsList />
        </Suspense>
      </Flyout>
      {conversationsEnabled ? (
        <Flyout
          kind="panel"
          width="titleBar"
          align="end"
          buttonLabel={countLabel(t("Messages"), counts.conversations, t)}
          buttonClassName={ICON_BUTTON}
          label={
            <>
              <Icon size={20} name="mail" />
              <UnreadCount count={counts.conversations} />
            </>
          }
        >
          <Suspense fallback={<Loader size="small" />}>
            <ConversationsList />
          </Suspense>
        </Flyout>
      ) : null}
      <Flyout
        kind="menu"
        align="end"
        buttonLabel={t("My Account")}
        buttonClassName={ICON_BUTTON}
        onOpenChange={(open) => {
          if (open) void refreshCounts();
        }}
        label={<UserPhoto url={user.photoUrl} size={28} />}
      >
        <p className="truncate px-4 py-2 font-bold" role="none">
          {user.name}
        </p>
        <FlyoutLinkItem to={profileUrl(user.name)}>{t("Profile")}</FlyoutLinkItem>
        <FlyoutLinkItem to={NOTIFICATION_PREFERENCES_URL}>{t("Notification Preferences")}</FlyoutLinkItem>
        <FlyoutLinkItem to={SESSIONS_URL}>{t("Sessions")}</FlyoutLinkItem>
        {isManager ? <FlyoutLinkItem to={LAYOUTS_URL}>{t("Layouts")}</FlyoutLinkItem> : null}
        {mayOpenDashboard ? <FlyoutLinkItem to={DASHBOARD_URL}>{t("Dashboard")}</FlyoutLinkItem> : null}
        <FlyoutSeparator />
        <FlyoutLinkItem to={signOutUrl}>{t("Sign Out")}</FlyoutLinkItem>
      </Flyout>
    </div>
  );
}
