// /dashboard/themes/:themeID/edit (lazy, site.manage): loads the theme (a 404 is a theme with empty assets, spec
// 000 §4), then the editor. The theme's asset states decide what shows (spec 001 §4.7): pending and loading the
// loader, an error the error component, success the editor.
import { useLocation, useParams } from "react-router";
import { useT } from "../../../ui/i18n/i18n-context";
import { useTheme } from "../../api/themes";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ThemeAssetStates } from "./ThemeAssetStates";
import { ThemeEditorPage } from "./ThemeEditorPage";

export function ThemeEditorRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <ThemeEditorLoader />;
}

function ThemeEditorLoader() {
  const t = useT();
  const themeKey = useParams().themeID ?? "";
  const theme = useTheme(themeKey);
  if (isAccessDenied(theme.error)) return <DashboardForbidden />;
  return (
    <DashboardFrame title={t("Edit Theme")}>
      <ThemeAssetStates query={theme} loadingLabel={t("Loading the theme")}>
        {(loaded) => (
          // A number when the theme was created here, its key when shipped: the API takes either as written.
          <ThemeEditorPage key={themeKey} theme={loaded} themeID={loaded?.themeID ?? themeKey} />
        )}
      </ThemeAssetStates>
    </DashboardFrame>
  );
}
