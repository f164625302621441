// /dashboard/settings/{site,posting,registration,features} (lazy; docs/reference/configuration.md#dashboard): one
// route for the pages generated from the config schema, the page chosen by the address. Viewers without
// settings.manage are refused by the server's first-page 403 (and by PATCH /config, should they get this far).
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { type ConfigValues, configValuesQuery } from "../../api/config";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ErrorPage } from "../ErrorPage";
import { ConfigSettingsView } from "./ConfigSettingsView";
import { buildSettingsForm, groupKeys, SETTINGS_PAGES, type SettingsPage } from "./settings-form";
import { useConfigForm } from "./use-config-form";

export function SettingsRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  const page = SETTINGS_PAGES.find((candidate) => candidate.path === location.pathname.replace(/\/+$/, ""));
  if (!mayOpen) return <DashboardForbidden />;
  if (!page) return <ErrorPage status={404} />;
  return <SettingsLoader key={page.group} page={page} />;
}

function SettingsLoader({ page }: { page: SettingsPage }) {
  const t = useT();
  const keys = useMemo(() => groupKeys(page.group), [page.group]);
  const config = useQuery(configValuesQuery(keys));
  if (isAccessDenied(config.error)) return <DashboardForbidden />;
  return (
    <DashboardFrame title={t(page.title)}>
      {config.data ? (
        <SettingsPageForm page={page} keys={keys} loaded={config.data} />
      ) : config.error ? (
        <ErrorPage status={500} error={config.error} />
      ) : (
        <Loader label={t("Loading settings")} />
      )}
    </DashboardFrame>
  );
}

function SettingsPageForm({
  page,
  keys,
  loaded,
}: {
  page: SettingsPage;
  keys: readonly string[];
  loaded: ConfigValues;
}) {
  const t = useT();
  const form = useMemo(() => buildSettingsForm(page.group, t), [page.group, t]);
  const formID = `settings-${page.group}`;
  const state = useConfigForm(formID, form, keys, loaded);
  return (
    <ConfigSettingsView
      formID={formID}
      title={t(page.title)}
      description={t(page.description)}
      form={form}
      value={state.value}
      problems={state.problems}
      failure={state.failure}
      dirty={state.dirty}
      pending={state.pending}
      onChange={state.change}
      onSave={state.save}
    />
  );
}
