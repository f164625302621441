// The /dashboard/users route (lazy): refuses viewers the server refused (users.edit, users.delete or site.manage
// needed), loads the roles (for the filter, the names and the role picker), shows the page.
import { useLocation } from "react-router";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { useRoles } from "../../api/roles";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ErrorPage } from "../ErrorPage";
import { UsersPage } from "./UsersPage";

export function UsersRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <UsersLoader />;
}

function UsersLoader() {
  const t = useT();
  const roles = useRoles();
  if (isAccessDenied(roles.error)) return <DashboardForbidden />;
  return (
    <DashboardFrame title={t("Users")}>
      {roles.data ? (
        <UsersPage roles={roles.data} />
      ) : roles.error ? (
        <ErrorPage status={500} error={roles.error} />
      ) : (
        <Loader label={t("Loading users")} />
      )}
    </DashboardFrame>
  );
}
