// The /dashboard/settings/navigation route (lazy): refuses viewers without settings.manage (the server's first-page
// 403, or the API refusing them), loads the enabled locales, the roles and the chosen locale's list, shows the editor.
import { useState } from "react";
import { useLocation } from "react-router";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { localeDisplayName, useLocales } from "../../api/locales";
import { useNavigationEntry } from "../../api/navigation";
import { useRoles } from "../../api/roles";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ErrorPage } from "../ErrorPage";
import { type LocaleOption, NavigationSettingsPage } from "./NavigationSettingsPage";

export function NavigationSettingsRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <NavigationSettingsLoader />;
}

function NavigationSettingsLoader() {
  const t = useT();
  const pageLocale = useLocale();
  const [localeKey, setLocaleKey] = useState("default");
  const locales = useLocales();
  const roles = useRoles();
  const entry = useNavigationEntry(localeKey);
  const errors = [entry.error, locales.error, roles.error];
  if (errors.some(isAccessDenied)) return <DashboardForbidden />;
  const failure = errors.find(Boolean);
  const options: LocaleOption[] = [
    { localeKey: "default", label: t("Default (every language without its own list)") },
    ...(locales.data ?? []).map((locale) => ({
      localeKey: locale.localeKey,
      label: localeDisplayName(locale, pageLocale),
    })),
  ];
  return (
    <DashboardFrame title={t("Navigation")}>
      {entry.data && locales.data && roles.data ? (
        <NavigationSettingsPage
          entry={entry.data}
          locales={options}
          roles={roles.data}
          onLocaleChange={setLocaleKey}
        />
      ) : failure ? (
        <ErrorPage status={500} error={failure} />
      ) : (
        <Loader label={t("Loading the navigation")} />
      )}
    </DashboardFrame>
  );
}
