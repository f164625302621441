// The /dashboard/layouts route (lazy): refuses viewers without site.manage, loads the layout list, shows the page.
import { useLocation } from "react-router";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { useLayoutsList } from "../../api/layouts";
import { ErrorPage } from "../../pages/ErrorPage";
import { isAccessDenied, useMayOpenDashboard } from "./access";
import { DashboardForbidden, DashboardFrame } from "./DashboardFrame";
import { LayoutsListPage } from "./LayoutsListPage";

export function LayoutsRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <LayoutsLoader />;
}

function LayoutsLoader() {
  const t = useT();
  const list = useLayoutsList();
  if (isAccessDenied(list.error)) return <DashboardForbidden />;
  return (
    <DashboardFrame title={t("Layouts")}>
      {list.data ? (
        <LayoutsListPage layouts={list.data} />
      ) : list.error ? (
        <ErrorPage status={500} error={list.error} />
      ) : (
        <Loader label={t("Loading layouts")} />
      )}
    </DashboardFrame>
  );
}
