// /dashboard/settings/addons (lazy; docs/reference/addons.md#dashboard): GET /addons, each switch saved at once
// (PATCH /addons/{addonID}) and shown switched before the answer; a refusal puts it back, with the reason in a
// toast; a success says so in a toast.
import { useLocation } from "react-router";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { toast } from "../../../ui/toast-store";
import { useAddons, useSwitchAddonMutation } from "../../api/addons";
import { errorMessage } from "../../api/errors";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ErrorPage } from "../ErrorPage";
import { AddonsView } from "./AddonsView";

export function AddonsRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <AddonsLoader />;
}

function AddonsLoader() {
  const t = useT();
  const addons = useAddons();
  const switchAddon = useSwitchAddonMutation();
  if (isAccessDenied(addons.error)) return <DashboardForbidden />;
  const pendingID = switchAddon.isPending ? (switchAddon.variables?.addonID ?? null) : null;
  function onSwitch(addonID: string, enabled: boolean) {
    const name = addons.data?.find((addon) => addon.addonID === addonID)?.name ?? addonID;
    switchAddon.mutate(
      { addonID, enabled },
      {
        onSuccess: () =>
          toast.success(
            enabled ? t("{name} is switched on.", { name }) : t("{name} is switched off.", { name }),
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }
  return (
    <DashboardFrame title={t("Addons")}>
      {addons.data ? (
        <AddonsView addons={addons.data} pendingID={pendingID} onSwitch={onSwitch} />
      ) : addons.error ? (
        <ErrorPage status={500} error={addons.error} />
      ) : (
        <Loader label={t("Loading addons")} />
      )}
    </DashboardFrame>
  );
}
