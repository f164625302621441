// Any other /dashboard URL: the server answered 403 to viewers without site.manage (so the page says so, as every
// dashboard page does) and 404 to those with it.
import { useLocation } from "react-router";
import { NotFoundPage } from "../../pages/ErrorScreen";
import { useMayOpenDashboard } from "./access";
import { DashboardForbidden } from "./DashboardFrame";

export function DashboardFallbackRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  return mayOpen ? <NotFoundPage /> : <DashboardForbidden />;
}
