// The addresses of the two localisation settings pages (src/lib/app-routes.ts lists them for the server).
export const LOCALES_SETTINGS_PATH = "/dashboard/settings/locales";
export const TRANSLATION_SERVICES_PATH = "/dashboard/settings/translation-services";
