// @vitest-environment node
// Every layout page and every public plain page renders on the server in plain Node (no window, document,
// localStorage, matchMedia, navigator or location): the app's real route table through React Router's static
// router, inside the providers App uses, with the data a server render has beforehand (the inlined layout, query
// data set before rendering). Layouts: each default template (layouts/*.json) and each layout fixture
// (tests/fixtures/layouts), hydrated with the factories' preview data for its view type, for a guest and a member.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { QueryClient } from "@tanstack/react-query";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { configValuesQuery } from "../../src/client/api/config";
import { myPermissionsQuery } from "../../src/client/api/users";
import { appRoutes } from "../../src/client/routes";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import { hydrateNodes } from "../../src/lib/layout/hydrate";
import { migrateLayoutParts } from "../../src/lib/layout/migrations";
import { type FeatureFlags, matchRoute, type RouteTable } from "../../src/lib/layout-routes";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { Permissions } from "../../src/types/generated/api/permissions";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { Toaster } from "../../src/ui/Toaster";
import { previewPage } from "../../stories/support/page-params";
import { previewHydrateOptions, type Viewer } from "../../stories/support/preview-runtime";
import { ANCHOR_TIME, makeCurrentUser } from "../factories";
import { makePermissionsRecord } from "../factories/permission-records";
import {
  brokenMarkers,
  describeRenderError,
  htmlText,
  makeServerQueryClient,
  makeServerState,
  renderOnServer,
  ServerProviders,
} from "./server-render";
import { plainPageCases } from "./server-render-plain-pages";

globalThis.__QUORUM_NOW__ = ANCHOR_TIME;

const root = path.resolve(import.meta.dirname, "../..");
const member = makeCurrentUser();
const ALL_ON: FeatureFlags = { discussionList: true, categoryList: true, post: true, createPost: true };
/** The preview pages' site section (the subcommunity home is at /developers). */
const TABLE: RouteTable = {
  siteSections: [{ siteSectionID: 1, slug: "developers", locale: "en" }],
  customPages: [],
};

interface LayoutDocument {
  formatVersion?: number;
  layoutViewType: string;
  name?: string;
  titleBar?: Record<string, unknown>;
  layout: unknown[];
}

/** A stored document at the current format version (fixtures keep older formats), as the server reads it. */
function readDocument(file: string): LayoutDocument {
  return migrateLayoutParts(JSON.parse(readFileSync(file, "utf8")) as LayoutDocument);
}

function jsonFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith(".json"))
    .map((name) => path.join(folder, name));
}

const layoutFiles = [
  ...jsonFiles("layouts"),
  ...jsonFiles("tests/fixtures/layouts"),
  ...jsonFiles("tests/fixtures/layouts/documented"),
];

/** Renders `url` as App does, minus the browser: the route table, the providers, the toast region. */
async function renderPage(url: string, state: QuorumState, user: CurrentUser, queryClient: QueryClient) {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(url, "http://quorum.test")));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}).`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderOnServer(
    <ServerProviders state={state} user={user} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
      <Toaster />
    </ServerProviders>,
  );
}

/** What every page may read besides its own data, set as the server would: the viewer's permissions, config flags. */
function prepareViewerData(queryClient: QueryClient, viewer: Viewer) {
  const permissions: Permissions =
    viewer === "member"
      ? makePermissionsRecord("member")
      : {
          isAdmin: false,
          permissions: [{ type: "global", permissions: { "profiles.view": true, "discussions.view": true } }],
          junctions: { category: [] },
          junctionAliases: { category: {} },
        };
  queryClient.setQueryData(myPermissionsQuery().queryKey, permissions);
  for (const key of ["triage.enabled", "featureFlags.escalations.Enabled"]) {
    queryClient.setQueryData(configValuesQuery([key]).queryKey, { [key]: false });
  }
}

/** Queries the page asked for that the server had not answered: the server render would show them loading. */
function unansweredQueries(queryClient: QueryClient, allowed: readonly string[]): string[] {
  return (
    queryClient
      .getQueryCache()
      .getAll()
      // A disabled query (`enabled: false`) is not asked for: the page does not need its data.
      .filter(
        (query) =>
          query.state.data === undefined && (query.options as { enabled?: unknown }).enabled !== false,
      )
      .filter((query) => !allowed.some((prefix) => query.queryKey[0] === prefix))
      .map((query) => JSON.stringify(query.queryKey))
  );
}

async function hydratedLayout(document: LayoutDocument, viewer: Viewer): Promise<HydratedLayout> {
  const page = previewPage(document.layoutViewType);
  const options = previewHydrateOptions(viewer, page.params);
  // Fixtures without a title bar get their view type's default one, as the server's lookup does.
  const template = readDocument(path.join(root, "layouts", `${document.layoutViewType}.json`));
  const [titleBar] = await hydrateNodes([document.titleBar ?? template.titleBar], options);
  if (!titleBar) throw new Error(`No title bar for ${document.layoutViewType}.`);
  return {
    layoutID: document.layoutViewType,
    name: document.name ?? document.layoutViewType,
    layoutViewType: document.layoutViewType,
    isDefault: true,
    layout: await hydrateNodes(document.layout, options),
    titleBar,
    seo: { title: document.name ?? "Page", description: "" },
  };
}

/**
 * No error, warning, skeleton or error box; for a guest also no data left to load (a guest's page must be whole in
 * the HTML; a member's drafts, counts and collections legitimately load after hydration).
 */
function expectClean(
  where: string,
  viewer: Viewer,
  result: Awaited<ReturnType<typeof renderOnServer>>,
  queryClient: QueryClient,
  loadsLater: readonly string[] = [],
) {
  expect(result.errors.map((error) => `${where} ${describeRenderError(error)}`)).toEqual([]);
  expect(result.warnings, `${where} logged during the server render`).toEqual([]);
  expect(brokenMarkers(result.html), `${where} rendered on the server`).toEqual([]);
  if (viewer === "guest") {
    expect(
      unansweredQueries(queryClient, loadsLater),
      `${where} asked for data the server had not loaded`,
    ).toEqual([]);
  }
}

describe("server rendering of layout pages", () => {
  const cases = layoutFiles.flatMap((file) =>
    (["guest", "member"] as const).map((viewer) => ({ file, viewer })),
  );
  it.each(cases)("$file ($viewer)", async ({ file, viewer }) => {
    const document = readDocument(path.join(root, file));
    const url = new URL(previewPage(document.layoutViewType).location, "http://quorum.test");
    const match = matchRoute(url.pathname, url.search, TABLE);
    if (!match) throw new Error(`${url.pathname} matches no layout route.`);
    const user = viewer === "member" ? member : GUEST_USER;
    const queryClient = makeServerQueryClient();
    prepareViewerData(queryClient, viewer);
    const data = await hydratedLayout(document, viewer);
    const state = makeServerState({
      currentUser: user,
      routing: { table: TABLE, flags: ALL_ON },
      layout: { query: match.query, data },
    });
    const result = await renderPage(`${url.pathname}${url.search}`, state, user, queryClient);
    expectClean(`${file} at ${url.pathname} (${viewer})`, viewer, result, queryClient);
    expect(result.html).toContain("<main");
    // The title bar names the page's site section.
    const section = previewPage(document.layoutViewType).params.siteSection as { name: string };
    expect(htmlText(result.html)).toContain(section.name);
  });
});

describe("server rendering of plain pages", () => {
  it.each(plainPageCases())("$name", async (page) => {
    const queryClient = makeServerQueryClient();
    page.prepare?.(queryClient);
    const user = page.viewer === "member" ? member : GUEST_USER;
    prepareViewerData(queryClient, page.viewer ?? "guest");
    const state = makeServerState({
      currentUser: user,
      routing: { table: TABLE, flags: page.flags ?? ALL_ON },
      ...page.state,
    });
    const result = await renderPage(page.url, state, user, queryClient);
    expectClean(`${page.name} at ${page.url}`, page.viewer ?? "guest", result, queryClient, page.loadsLater);
    const text = htmlText(result.html);
    for (const expected of page.expectText) expect(text, page.name).toContain(expected);
  });
});
