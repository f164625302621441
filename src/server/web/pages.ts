// Serves the single-page app: static assets, and for every page URL the built index.html with the viewer, the
// site and (for layout routes) the hydrated layout inlined. Unknown URLs answer 404 with the same shell, which
// renders the error screen.

import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDisabledAddonPage } from "../../lib/addons";
import { isDashboardPath, matchAppPage } from "../../lib/app-routes";
import { layoutQueryKey, matchRoute } from "../../lib/layout-routes";
import type { PageState } from "../../types/generated/api/page-state";
import { installViewer } from "../auth/viewer";
import { keepOutOfGuestCache } from "../cache/notes";
import { setPageCacheHeaders, varyByDevice } from "../http/cache-policy";
import { ApiError, notFound } from "../http/errors";
import { cspNonce } from "../http/security-headers";
import { serverTranslator } from "../i18n/catalogues";
import { pageI18n } from "../i18n/page-i18n";
import { requestLocale } from "../i18n/request-locale";
import { lookupHydrateOrFail } from "../routes/layouts";
import { enabledAddons } from "../services/addons";
import { isSignedIn } from "../services/context";
import { readEditTimeout } from "../services/editing/edit-window";
import { loadEntryUrls } from "../services/entry-urls";
import { loadExternalSearch } from "../services/external-search";
import { siteEmailSwitches } from "../services/notifications/site-defaults";
import { loadUnreadCounts } from "../services/notifications/unread-counts";
import { cachedRouteState, cachedSiteRead } from "../services/route-state";
import { effectiveSiteConfig } from "../services/site-info";
import { pageTheme } from "../services/themes/page-theme";
import { clientDir, escapeHtml, loadIndexHtml, renderPage } from "./index-html";
import { modulePreloadLinks, readWidgetChunks } from "./preload";
import { createPageRenderer, loadRenderEntry, type RenderEntry } from "./render-page";
import { pageSeo } from "./seo/page-seo";

/** Titles of the plain pages served when a route's custom layout flag is off. */
const PLAIN_TITLES: Record<string, string> = {
  discussionList: "Recent Posts",
  categoryList: "Categories",
  post: "Discussion",
  createPost: "New Post",
};

function pageTitle(page: string, siteName: string): string {
  return page && page !== siteName ? `${page} - ${siteName}` : siteName;
}

export interface WebPagesOptions {
  /** The HTML shell; defaults to the built client's index.html (tests pass their own). */
  indexHtml?: string;
  /** The built client: its assets and Vite's manifest (.vite/manifest.json); defaults to dist/client (tests pass
   * a fixture). */
  clientDir?: string;
  /** Server rendering (render-page.ts); defaults to the built dist/server entry, or none with a test's own shell. */
  renderEntry?: RenderEntry | null;
}

export async function webPages(app: FastifyInstance, options: WebPagesOptions = {}): Promise<void> {
  const template = options.indexHtml ?? loadIndexHtml();
  const builtClient = options.clientDir ?? clientDir;
  const widgetChunks = readWidgetChunks(builtClient);
  const entry =
    options.renderEntry !== undefined
      ? options.renderEntry
      : options.indexHtml
        ? null
        : await loadRenderEntry();
  const renderer = entry ? createPageRenderer(app, entry) : null;
  // Hashed file names: safe to cache for a year.
  await app.register(fastifyStatic, {
    root: path.join(builtClient, "assets"),
    prefix: "/assets/",
    immutable: true,
    // The build writes .br and .gz beside each asset (scripts/compress-assets.mjs): sent as they are.
    preCompressed: true,
    maxAge: "365d",
    index: false,
  });
  installViewer(app);

  async function renderRoute(request: FastifyRequest, reply: FastifyReply): Promise<string | FastifyReply> {
    const url = new URL(request.url, "http://localhost");
    // Unknown API paths fall through to this catch-all: answer them as the API would.
    if (url.pathname.startsWith("/api/")) return reply.code(404).send(notFound("Endpoint").toBody());
    // The configured name and description win over the server's (services/site-info.ts).
    const siteConfig = await effectiveSiteConfig(app.db, app.siteConfig);
    const addons = await enabledAddons(app.db);
    const site = {
      name: siteConfig.title,
      description: siteConfig.description,
      // The addons switched on: the client leaves out what the others own (src/lib/addons.ts).
      addons: [...addons],
      conversationsEnabled: app.siteConfig.conversationsEnabled ?? true,
      // Pages without a layout (error screens, member pages) link to sign in, register and sign out too.
      entryUrls: await loadEntryUrls(app.db, app.siteConfig),
      // The edit window in seconds (-1: none): the post page shows authors the time left to edit. Both config
      // reads are kept with the route state, which a config write drops (an edit itself checks the stored value).
      editContentTimeout: await cachedSiteRead(app.db, "editContentTimeout", () => readEditTimeout(app.db)),
      // The follow panel's Email column and digest options (docs/reference/notifications.md#configuration).
      emails: await cachedSiteRead(app.db, "emailSwitches", () => siteEmailSwitches(app.db)),
      // Where the search boxes send a query when an external search is configured.
      ...(await loadExternalSearch(app.db).then((externalSearch) =>
        externalSearch ? { externalSearch } : {},
      )),
    };
    // Cached in memory (services/route-state.ts): three queries per page otherwise.
    const { table, flags } = await cachedRouteState(app.db);
    const match = matchRoute(url.pathname, url.search, table);
    const section = table.siteSections.find((s) => s.siteSectionID === match?.siteSectionID);
    const slug = section?.slug ?? "";
    // A section with a locale of its own speaks it; elsewhere the member's choice or the browser's decides.
    const locale = await requestLocale(app.db, request, section?.locale ?? null);
    const { t } = serverTranslator(locale);
    // The site's theme, or the viewer's preview of another (services/themes/page-theme.ts).
    const theme = await pageTheme(app.db, request);
    const state: PageState = {
      site,
      // A member's unread counts are read fresh, so the account box's badges are right before any fetch.
      currentUser: isSignedIn(request.viewer)
        ? {
            ...request.viewer.user,
            ...(await loadUnreadCounts(app.db, request.viewer.user.userID, site.conversationsEnabled)),
          }
        : request.viewer.user,
      status: 200,
      routing: { table, flags },
      siteSection: { siteSectionID: match?.siteSectionID ?? 0, slug },
      i18n: await pageI18n(app.db, locale, isDashboardPath(url.pathname), isSignedIn(request.viewer)),
      theme: theme.state,
    };
    let title = t("Page Not Found");
    const query = match?.query;
    const appPage = matchAppPage(url.pathname);
    // The dashboard needs site.manage, whatever the page, unless the page names its own permissions (the user
    // admin): members and guests get 403 with the shell (the client shows "Permission Problem", with Sign In for
    // guests) and no hint of which dashboard pages exist.
    const needed = appPage?.permission ?? "site.manage";
    const dashboardDenied =
      (isDashboardPath(url.pathname) || appPage?.permission !== undefined) &&
      !request.viewer.permissions.hasAny(typeof needed === "string" ? [needed] : needed);
    // A member's own pages (messages, notifications, profile editing) mean nothing to a guest: 403, with Sign In.
    const guestDenied = appPage?.signedIn === true && !isSignedIn(request.viewer);
    if (dashboardDenied || guestDenied) {
      state.status = 403;
      title = t("Permission Problem");
    } else if (isDisabledAddonPage(url.pathname, addons)) {
      // A switched-off addon's pages (the question form, a member's reactions) do not exist (src/lib/addons.ts).
      state.status = 404;
    } else if (appPage) {
      title = t(appPage.title);
    } else if (match?.flag && !flags[match.flag]) {
      // The custom layout is off: the client renders the plain page for the same content.
      const plain = PLAIN_TITLES[match.query.layoutViewType];
      title = plain ? t(plain) : site.name;
    } else if (query) {
      try {
        const services = { db: app.db, viewer: request.viewer, locale };
        const data = await lookupHydrateOrFail(services, siteConfig, query, request);
        state.layout = { query, key: layoutQueryKey(query), data };
        title = "redirectTo" in data ? t("Redirecting…") : data.seo.title;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        state.status = error.status;
        title = error.message;
      }
    } else {
      state.status = 404;
    }
    reply.code(state.status).type("text/html; charset=utf-8");
    setPageCacheHeaders(request, reply);
    // A layout page leaves out on a phone what is hidden on mobile (docs/reference/layout-documents.md#hiding-on-phones).
    if (state.layout) varyByDevice(reply);
    const layout = state.layout?.data;
    const preload =
      layout && !("redirectTo" in layout)
        ? modulePreloadLinks([layout.titleBar, ...layout.layout], widgetChunks)
        : "";
    const fullTitle = pageTitle(title, site.name);
    // Description, canonical, sharing cards, JSON-LD, noindex, lang and dir (seo/page-seo.ts).
    const seo = await pageSeo(request, { url, match, status: state.status, layout, title: fullTitle });
    const themeStyle = theme.style ? `<style id="quorum-theme">${theme.style}</style>` : "";
    const extra = `<meta name="siteSection" content="${escapeHtml(slug)}">${themeStyle}${preload}${seo.tags}`;
    // The interface's language, which the section's content shares when the section has one.
    const head = {
      title: fullTitle,
      description: seo.description,
      extra,
      lang: locale,
      dir: state.i18n?.dir,
    };
    const nonce = cspNonce(request);
    const rendered = await renderer?.render(request, state, nonce);
    // A page that should have been server-rendered and was not (an error, a timeout) is not kept for other guests.
    if (renderer && !rendered && !appPage && !isDashboardPath(url.pathname)) keepOutOfGuestCache(request);
    return renderPage(template, head, state, nonce, rendered);
  }

  app.get("/*", renderRoute);
  app.get("/", renderRoute);
}
