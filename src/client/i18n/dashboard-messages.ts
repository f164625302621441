// A dashboard page reached from a public page (client navigation) first adds the dashboard's messages to the page's
// translator, so it renders in the page's language at once; a dashboard page the server sent carries them already
// (docs/reference/localisation.md).
import type { Translator } from "../../lib/i18n/translator";
import { fetchDashboardMessages } from "../api/dashboard-messages";

let page: { translator: Translator; hasDashboard: boolean } | null = null;
let loading: Promise<void> | null = null;

/** AppRoot says which translator the page renders with and whether its messages include the dashboard's. */
export function registerPageTranslator(translator: Translator, hasDashboard: boolean): void {
  if (page?.translator !== translator) loading = null;
  page = { translator, hasDashboard };
}

function ensureDashboardMessages(): Promise<void> {
  const current = page;
  if (!current || current.hasDashboard) return Promise.resolve();
  loading ??= fetchDashboardMessages(current.translator.locale)
    .then((messages) => {
      current.translator.extend(messages);
      current.hasDashboard = true;
    })
    // Without them the dashboard reads in English: better than no dashboard.
    .catch((error: unknown) => console.warn("The dashboard's messages could not be loaded.", error));
  return loading;
}

/** A dashboard route's lazy module, resolved once its messages are there. */
export async function withDashboardMessages<Module>(module: Promise<Module>): Promise<Module> {
  const [loaded] = await Promise.all([module, ensureDashboardMessages()]);
  return loaded;
}
