// The /dashboard/layouts route (lazy): refuses viewers without site.manage, loads the layout list, shows the page.
import { useLocation } from "react-router";
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
  const list = useLayoutsList();
  if (isAccessDenied(list.error)) return <DashboardForbidden />;
  return (
    <DashboardFrame title="Layouts">
      {list.data ? (
        <LayoutsListPage layouts={list.data} />
      ) : list.error ? (
        <ErrorPage status={500} error={list.error} />
      ) : (
        <Loader label="Loading layouts" />
      )}
    </DashboardFrame>
  );
}
