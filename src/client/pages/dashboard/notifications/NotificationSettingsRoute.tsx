// The /dashboard/settings/notifications route (lazy): refuses viewers without settings.manage (the server's first-page
// 403, or GET /category-settings refusing them), loads the settings and the categories, shows the page.
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { useT } from "../../../../ui/i18n/i18n-context";
import { Loader } from "../../../../ui/Loader";
import { useCategorySettings } from "../../../api/category-settings";
import { configValuesQuery } from "../../../api/config";
import { isAccessDenied, useMayOpenDashboard } from "../../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../../editor/pages/DashboardFrame";
import { ErrorPage } from "../../ErrorPage";
import { NotificationSettingsPage } from "./NotificationSettingsPage";
import { SETTINGS_KEYS } from "./settings-keys";

export function NotificationSettingsRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <NotificationSettingsLoader />;
}

function NotificationSettingsLoader() {
  const t = useT();
  const config = useQuery(configValuesQuery(SETTINGS_KEYS));
  const categories = useCategorySettings();
  if (isAccessDenied(categories.error) || isAccessDenied(config.error)) return <DashboardForbidden />;
  const failure = config.error ?? categories.error;
  return (
    <DashboardFrame title={t("Notification Settings")}>
      {config.data && categories.data ? (
        <NotificationSettingsPage config={config.data} categories={categories.data} />
      ) : failure ? (
        <ErrorPage status={500} error={failure} />
      ) : (
        <Loader label={t("Loading notification settings")} />
      )}
    </DashboardFrame>
  );
}
