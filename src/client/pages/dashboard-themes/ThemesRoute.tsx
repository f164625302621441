// The /dashboard/themes route (lazy, site.manage): loads the themes, then the list. Its asset states (spec 001 §4.7)
// decide what shows: the loader while pending, the error component on failure, the list on success.
import { useLocation } from "react-router";
import { useT } from "../../../ui/i18n/i18n-context";
import { useThemes } from "../../api/themes";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ThemeAssetStates } from "./ThemeAssetStates";
import { ThemesListPage } from "./ThemesListPage";

export function ThemesRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <ThemesLoader />;
}

function ThemesLoader() {
  const t = useT();
  const themes = useThemes();
  if (isAccessDenied(themes.error)) return <DashboardForbidden />;
  return (
    <DashboardFrame title={t("Themes")}>
      <ThemeAssetStates query={themes} loadingLabel={t("Loading themes")}>
        {(list) => <ThemesListPage themes={list} />}
      </ThemeAssetStates>
    </DashboardFrame>
  );
}
