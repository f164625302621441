// The account box on compact screens (docs/reference/ui-behaviour.md#account-box): one button (the member's photo,
// with the total unread count) opening a side panel with the tabs Me, Notifications and Messages (Messages only with
// conversations on). Tabs follow the WAI-ARIA tabs pattern: arrows move between them, the panel below shows the
// chosen one. Loaded only for members, each list lazily on its tab. Opening the panel refreshes the counts, as My
// Account does.
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useRefreshUnreadCounts } from "../../../src/client/api/users";
import { usePermission } from "../../../src/client/permissions/use-permission";
import { useSession } from "../../../src/layout/session";
import { DASHBOARD_HOME_PERMISSIONS } from "../../../src/lib/app-routes";
import { AppLink } from "../../../src/ui/AppLink";
import { cx } from "../../../src/ui/cx";
import { useT } from "../../../src/ui/i18n/i18n-context";
import { Loader } from "../../../src/ui/Loader";
import { Modal } from "../../../src/ui/Modal";
import { Tabs } from "../../../src/ui/Tabs";
import { UserPhoto } from "../../../src/ui/UserPhoto";
import { countLabel, formatUnreadCount, UnreadCount } from "../unread-count";
import {
  DASHBOARD_URL,
  LAYOUTS_URL,
  NOTIFICATION_PREFERENCES_URL,
  profileUrl,
  SESSIONS_URL,
  useSignOutUrl,
} from "./account-links";
import { ICON_BUTTON } from "./MemberAccountBox";
import { useAccountCounts } from "./use-account-counts";

const NotificationsList = lazy(() => import("./NotificationsList"));
const ConversationsList = lazy(() => import("./ConversationsList"));

type AccountTab = "me" | "notifications" | "messages";

export default function AccountPanel({
  conversationsEnabled,
  signOutUrl,
}: {
  conversationsEnabled: boolean;
  signOutUrl?: string;
}) {
  const t = useT();
  const { user } = useSession();
  const counts = useAccountCounts();
  const refreshCounts = useRefreshUnreadCounts();
  const [open, setOpen] = useState(false);
  const total = counts.notifications + (conversationsEnabled ? counts.conversations : 0);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={countLabel(t("My Account"), total, t)}
        onClick={() => {
          setOpen(true);
          void refreshCounts();
        }}
        className={ICON_BUTTON}
      >
        <UserPhoto url={user.photoUrl} size={28} />
        <UnreadCount count={total} />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t("My Account")} size="sidePanelRight">
        <AccountTabs
          conversationsEnabled={conversationsEnabled}
          counts={counts}
          signOutUrl={signOutUrl}
          onNavigate={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}

function AccountTabs({
  conversationsEnabled,
  counts,
  signOutUrl: configuredSignOutUrl,
  onNavigate,
}: {
  conversationsEnabled: boolean;
  counts: { notifications: number; conversations: number };
  signOutUrl?: string;
  onNavigate(): void;
}) {
  const t = useT();
  const { user } = useSession();
  const isManager = usePermission("site.manage") || user.isAdmin;
  // The dashboard's home lists the pages this member may open (src/lib/dashboard-pages.ts).
  const mayOpenDashboard = usePermission(DASHBOARD_HOME_PERMISSIONS) || user.isAdmin;
  const signOutUrl = useSignOutUrl(configuredSignOutUrl);
  const [tab, setTab] = useState<AccountTab>("me");
  const tabs: { key: AccountTab; label: string; count: number }[] = [
    { key: "me", label: t("Me"), count: 0 },
    { key: "notifications", label: t("Notifications"), count: counts.notifications },
    ...(conversationsEnabled
      ? [{ key: "messages" as const, label: t("Messages"), count: counts.conversations }]
      : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      <Tabs
        tabs={tabs.map((item) => ({
          id: item.key,
          label: <TabLabel label={item.label} count={item.count} />,
        }))}
        selected={tab}
        onSelect={setTab}
        label={t("My Account")}
        listClassName="flex border-b border-border"
        tabClassName={tabClass}
        renderPanel={(open) => (
          <AccountTabPanel
            tab={open}
            isManager={isManager}
            mayOpenDashboard={mayOpenDashboard}
            signOutUrl={signOutUrl}
            onNavigate={onNavigate}
          />
        )}
      />
    </div>
  );
}

const tabClass = (selected: boolean) =>
  cx(
    "-mb-px flex-1 border-b-2 px-2 py-2 text-sm font-semibold",
    selected ? "border-primary text-primary" : "border-transparent text-fg-muted hover:text-fg",
  );

function TabLabel({ label, count }: { label: string; count: number }) {
  return (
    <>
      {label}
      {formatUnreadCount(count) ? (
        <span className="ms-1 rounded-full bg-danger px-1.5 text-xs text-white">
          {formatUnreadCount(count)}
        </span>
      ) : null}
    </>
  );
}

function AccountTabPanel({
  tab,
  isManager,
  mayOpenDashboard,
  signOutUrl,
  onNavigate,
}: {
  tab: AccountTab;
  isManager: boolean;
  mayOpenDashboard: boolean;
  signOutUrl: string;
  onNavigate(): void;
}) {
  const t = useT();
  const { user } = useSession();
  return (
    <>
      {tab === "me" ? (
        <ul className="space-y-0.5">
          <li>
            <AppLink
              to={profileUrl(user.name)}
              onClick={onNavigate}
              className="flex items-center gap-3 rounded-control px-2 py-2 font-bold hover:bg-bg-hover"
            >
              <UserPhoto url={user.photoUrl} size={40} />
              {user.name}
            </AppLink>
          </li>
          <PanelLink to={NOTIFICATION_PREFERENCES_URL} onNavigate={onNavigate}>
            {t("Notification Preferences")}
          </PanelLink>
          <PanelLink to={SESSIONS_URL} onNavigate={onNavigate}>
            {t("Sessions")}
          </PanelLink>
          {isManager ? (
            <PanelLink to={LAYOUTS_URL} onNavigate={onNavigate}>
              {t("Layouts")}
            </PanelLink>
          ) : null}
          {mayOpenDashboard ? (
            <PanelLink to={DASHBOARD_URL} onNavigate={onNavigate}>
              {t("Dashboard")}
            </PanelLink>
          ) : null}
          <li>
            <AppLink to={signOutUrl} className="block rounded-control px-2 py-2 hover:bg-bg-hover">
              {t("Sign Out")}
            </AppLink>
          </li>
        </ul>
      ) : (
        <Suspense fallback={<Loader size="small" />}>
          {tab === "notifications" ? (
            <NotificationsList onNavigate={onNavigate} />
          ) : (
            <ConversationsList onNavigate={onNavigate} />
          )}
        </Suspense>
      )}
    </>
  );
}

/** One link of the Me tab's list. */
function PanelLink({
  to,
  onNavigate,
  children,
}: {
  to: string;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <AppLink to={to} onClick={onNavigate} className="block rounded-control px-2 py-2 hover:bg-bg-hover">
        {children}
      </AppLink>
    </li>
  );
}
