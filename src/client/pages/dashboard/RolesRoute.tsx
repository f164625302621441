// The /dashboard/roles route (lazy): refuses viewers without site.manage, loads the role list, shows the page.
import { useLocation } from "react-router";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { useRoles } from "../../api/roles";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ErrorPage } from "../ErrorPage";
import { RolesPage } from "./RolesPage";

export function RolesRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <RolesLoader />;
}

function RolesLoader() {
  const t = useT();
  const list = useRoles();
  if (isAccessDenied(list.error)) return <DashboardForbidden />;
  return (
    <DashboardFrame title={t("Roles")}>
      {list.data ? (
        <RolesPage roles={list.data} />
      ) : list.error ? (
        <ErrorPage status={500} error={list.error} />
      ) : (
        <Loader label={t("Loading roles")} />
      )}
    </DashboardFrame>
  );
}
