// The title bar's navigation (docs/reference/ui-behaviour.md#title-bar, services/navigation.ts):
// GET /navigation?locale= (anyone: the items of a locale this viewer may see, filtered here so hidden and
// role-limited items never leave the server), and for settings.manage the editor's calls on one locale's list
// ("default" = every locale without its own): GET, PUT (the whole ordered list) and DELETE (back to the default).
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { enabledAddonFilter } from "../../lib/addons";
import { filterNavigation, type NavViewer } from "../../lib/navigation";
import type { NavigationParams } from "../../types/generated/api/navigation-params";
import type { NavigationPut } from "../../types/generated/api/navigation-put";
import type { NavigationQuery } from "../../types/generated/api/navigation-query";
import { fieldErrors, notFound, permissionDenied, signInRequired } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { requestLocale } from "../i18n/request-locale";
import { GLOBAL_PERMISSIONS, type PermissionName } from "../permissions/names";
import { enabledAddons } from "../services/addons";
import { isSignedIn } from "../services/context";
import { localeTranslations } from "../services/localisation/content-translations";
import { listLocales } from "../services/localisation/locales";
import {
  DEFAULT_LOCALE_ENTRY,
  listRoleIDs,
  readNavigationEntry,
  resetNavigation,
  siteNavigationItems,
  writeNavigation,
} from "../services/navigation";
import { navigationProblems, normalizedNavigation } from "../services/navigation-rules";
import { translateNavItems } from "../services/site-navigation";

const knownPermissions: ReadonlySet<string> = new Set(GLOBAL_PERMISSIONS);

/** Who reads the navigation: their global permissions (an unknown name is not held) and their roles. */
async function navViewer(request: FastifyRequest): Promise<NavViewer> {
  const { permissions, user } = request.viewer;
  return {
    can: (permission) => knownPermissions.has(permission) && permissions.has(permission as PermissionName),
    roleIDs: user.roleIDs,
    // Items of a switched-off addon go with it, as in the title bar (src/lib/addons.ts).
    include: enabledAddonFilter(await enabledAddons(request.server.db)),
  };
}

function requireSettingsManage(request: FastifyRequest): void {
  if (request.viewer.permissions.has("settings.manage")) return;
  throw isSignedIn(request.viewer) ? permissionDenied() : signInRequired();
}

export const navigationRoutes: FastifyPluginAsync = async (app) => {
  const entry = { 200: ref("navigation-entry"), ...errorResponses };

  /** "default", or a locale the site stores (enabled or not: a list may be prepared before the language opens). */
  async function requireKnownLocale(localeKey: string): Promise<void> {
    if (localeKey === DEFAULT_LOCALE_ENTRY) return;
    const locales = await listLocales(app.db);
    if (!locales.some((row) => row.localeKey === localeKey)) throw notFound("Locale");
  }

  app.get<{ Querystring: NavigationQuery }>(
    "/navigation",
    {
      schema: {
        querystring: ref("navigation-query"),
        response: { 200: ref("navigation-visible"), ...errorResponses },
      },
    },
    async (request) => {
      const localeKey = request.query.locale ?? (await requestLocale(app.db, request));
      const [items, translations] = await Promise.all([
        siteNavigationItems(app.db, localeKey),
        localeTranslations(app.db, localeKey),
      ]);
      return {
        localeKey,
        items: filterNavigation(translateNavItems(items, translations), await navViewer(request)),
      };
    },
  );

  app.get<{ Params: NavigationParams }>(
    "/navigation/:localeKey",
    { schema: { params: ref("navigation-params"), response: entry } },
    async (request) => {
      requireSettingsManage(request);
      await requireKnownLocale(request.params.localeKey);
      return readNavigationEntry(app.db, request.params.localeKey);
    },
  );

  app.put<{ Params: NavigationParams; Body: NavigationPut }>(
    "/navigation/:localeKey",
    { schema: { params: ref("navigation-params"), body: ref("navigation-put"), response: entry } },
    async (request) => {
      requireSettingsManage(request);
      const { localeKey } = request.params;
      await requireKnownLocale(localeKey);
      const problems = navigationProblems(request.body.items, await listRoleIDs(app.db));
      if (problems.length > 0) throw fieldErrors(400, problems);
      await writeNavigation(app.db, localeKey, normalizedNavigation(request.body.items));
      return readNavigationEntry(app.db, localeKey);
    },
  );

  app.delete<{ Params: NavigationParams }>(
    "/navigation/:localeKey",
    { schema: { params: ref("navigation-params"), response: entry } },
    async (request) => {
      requireSettingsManage(request);
      await requireKnownLocale(request.params.localeKey);
      await resetNavigation(app.db, request.params.localeKey);
      return readNavigationEntry(app.db, request.params.localeKey);
    },
  );
};
