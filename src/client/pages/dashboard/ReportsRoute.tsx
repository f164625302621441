// The /dashboard/content/reports route (lazy): the moderators' queue of reported posts (community.moderate; the
// server answers the page 403 to others, and GET /reports refuses them too).
import { useLocation } from "react-router";
import { useT } from "../../../ui/i18n/i18n-context";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ReportsPage } from "./reports/ReportsPage";

export function ReportsRoute() {
  const location = useLocation();
  const t = useT();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return (
    <DashboardFrame title={t("Reports")}>
      <ReportsPage isForbidden={isAccessDenied} forbidden={<DashboardForbidden />} />
    </DashboardFrame>
  );
}
