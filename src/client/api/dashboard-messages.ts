// The dashboard's messages in a language (GET /locales/dashboard-messages/{localeKey}, site.manage): public pages
// do not carry them, so a dashboard reached from one fetches them (docs/reference/localisation.md).
import type { CompiledMessages } from "../../lib/i18n/translator";
import { apiRequest } from "./http";

export const fetchDashboardMessages = (locale: string) =>
  apiRequest<CompiledMessages>(`/locales/dashboard-messages/${encodeURIComponent(locale)}`);
