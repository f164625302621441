// /dashboard/settings/locales, "Languages" (site.manage, docs/reference/localisation.md): every stored locale with
// its Enabled switch and translation service (each change saves at once, use-locale-saver.ts), and a form to add a
// content language. The route loads the locales and the services (which ones may be chosen); the view takes its
// values and errors as props so stories can show any state.
import { Link, useLocation } from "react-router";
import { RichMessage, useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { type Locale, useLocales } from "../../api/locales";
import { type TranslationService, useTranslationServices } from "../../api/translation-services";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ErrorPage } from "../ErrorPage";
import { AddLocaleForm } from "./AddLocaleForm";
import { LocalesTable, type LocalesTableProps } from "./LocalesTable";
import { TRANSLATION_SERVICES_PATH } from "./paths";
import { useLocaleSaver } from "./use-locale-saver";

export function LocalesSettingsRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <LocalesSettingsLoader />;
}

function LocalesSettingsLoader() {
  const t = useT();
  const locales = useLocales(true, false);
  const services = useTranslationServices();
  if (isAccessDenied(locales.error) || isAccessDenied(services.error)) return <DashboardForbidden />;
  const failure = locales.error ?? services.error;
  return (
    <DashboardFrame title={t("Languages")}>
      {locales.data && services.data ? (
        <LocalesSettingsPage locales={locales.data} services={services.data} />
      ) : failure ? (
        <ErrorPage status={500} error={failure} />
      ) : (
        <Loader label={t("Loading languages")} />
      )}
    </DashboardFrame>
  );
}

export interface LocalesSettingsPageProps {
  locales: readonly Locale[];
  services: readonly TranslationService[];
}

export function LocalesSettingsPage({ locales, services }: LocalesSettingsPageProps) {
  const saver = useLocaleSaver();
  return (
    <LocalesSettingsView
      locales={locales.map(saver.shown)}
      services={services}
      errorsOf={saver.errorsOf}
      onChange={saver.change}
    />
  );
}

export function LocalesSettingsView(props: LocalesTableProps) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg-heading">{t("Languages")}</h1>
        <p className="text-sm text-fg-muted">
          {t(
            "Members choose among the enabled languages that have an interface; content can be translated into every enabled language.",
          )}
        </p>
        <p className="text-sm text-fg-muted">
          <RichMessage
            id="A translation service must be set up under <link>Translation Services</link> before a language can use it."
            values={{
              link: (chunks) => (
                <Link to={TRANSLATION_SERVICES_PATH} className="text-primary underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </div>
      <LocalesTable {...props} />
      <AddLocaleForm />
    </div>
  );
}
