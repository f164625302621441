// /dashboard/settings/translation-services, "Translation Services" (site.manage, docs/reference/localisation.md): a
// card per machine translation service (ServiceCard.tsx) with its key and address. A language names the service
// that translates into it on the Languages page.
import { Link, useLocation } from "react-router";
import { RichMessage, useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { type TranslationService, useTranslationServices } from "../../api/translation-services";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ErrorPage } from "../ErrorPage";
import { LOCALES_SETTINGS_PATH } from "./paths";
import { ServiceCard } from "./ServiceCard";

export function TranslationServicesRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <TranslationServicesLoader />;
}

function TranslationServicesLoader() {
  const t = useT();
  const services = useTranslationServices();
  if (isAccessDenied(services.error)) return <DashboardForbidden />;
  return (
    <DashboardFrame title={t("Translation Services")}>
      {services.data ? (
        <TranslationServicesPage services={services.data} />
      ) : services.error ? (
        <ErrorPage status={500} error={services.error} />
      ) : (
        <Loader label={t("Loading translation services")} />
      )}
    </DashboardFrame>
  );
}

export function TranslationServicesPage({ services }: { services: readonly TranslationService[] }) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg-heading">{t("Translation Services")}</h1>
        <p className="text-sm text-fg-muted">
          {t(
            "A machine translation service pre-fills translations and translates posts for readers. A key is tried before it is saved, and never shown again.",
          )}
        </p>
        <p className="text-sm text-fg-muted">
          <RichMessage
            id="Choose which service translates each language under <link>Languages</link>."
            values={{
              link: (chunks) => (
                <Link to={LOCALES_SETTINGS_PATH} className="text-primary underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </div>
      {services.map((service) => (
        <ServiceCard key={service.type} service={service} />
      ))}
    </div>
  );
}
