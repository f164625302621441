// What the bench measures: the guest pages (paints, Lighthouse), the routes loaded for throughput with their targets,
// and the lookup-hydrate query of every view type (read from the seeded database before the server starts, since
// a PGlite data dir has a single opener).
import { eq } from "drizzle-orm";
import { matchLayoutRoute, type RouteTable } from "../src/lib/layout-routes";
import { openDatabase } from "../src/server/db/client";
import { discussions } from "../src/server/db/schema";
import { cachedRouteState } from "../src/server/services/route-state";
import type { BenchPage } from "./pages";
import type { BenchRoute } from "./throughput";

/** The discussion every page figure and throughput figure uses, as in the figures before server rendering. */
export const DISCUSSION_PATH = "/discussion/1";

export const BENCH_PAGES: BenchPage[] = [
  { name: "home", path: "/" },
  { name: "discussions", path: "/discussions" },
  { name: "categories", path: "/categories" },
  { name: "discussion", path: DISCUSSION_PATH },
];

export const THROUGHPUT_ROUTES: BenchRoute[] = [
  { name: "guest home HTML", path: "/", as: "guest", targetPercent: 30 },
  { name: "guest discussion HTML", path: DISCUSSION_PATH, as: "guest", targetPercent: 30 },
  {
    name: "guest discussions API",
    path: "/api/v2/discussions?limit=30&expand=insertUser",
    as: "guest",
    targetPercent: 30,
  },
  { name: "member home HTML", path: "/", as: "member", targetPercent: 3 },
];

/** The lookup-hydrate query a page URL makes, from the same route table the client and server use. */
function lookupRoute(pagePath: string, table: RouteTable): string {
  const [pathname = "/", search = ""] = pagePath.split("?");
  const query = matchLayoutRoute(pathname, search, table);
  if (!query) throw new Error(`No layout route for ${pagePath}`);
  const params = Object.entries(query.params ?? {})
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `&params[${key}]=${encodeURIComponent(String(value))}`)
    .join("");
  return `/api/v2/layouts/lookup-hydrate?layoutViewType=${query.layoutViewType}&recordType=${query.recordType}&recordID=${query.recordID}${params}`;
}

/** Page addresses per view type; the question's id is read from the seeded database (the first question). */
function pagePaths(questionID: number): Record<string, string> {
  return {
    home: "/",
    subcommunityHome: "/fr",
    discussionList: "/discussions",
    categoryList: "/categories",
    nestedCategoryList: "/categories/help",
    discussionCategoryPage: "/categories/general",
    discussion: DISCUSSION_PATH,
    question: `/discussion/${questionID}`,
    createPost: "/post/discussion",
    customPage: "/start-here",
  };
}

/** lookup-hydrate of every view type, as a guest, for information (no target). */
export async function lookupRoutes(location: { url: string } | { dataDir: string }): Promise<BenchRoute[]> {
  const database = await openDatabase(location);
  try {
    await database.migrate();
    const { table } = await cachedRouteState(database.db);
    const [question] = await database.db
      .select({ id: discussions.discussionID })
      .from(discussions)
      .where(eq(discussions.type, "question"))
      .orderBy(discussions.discussionID)
      .limit(1);
    return Object.entries(pagePaths(question?.id ?? 1)).map(([viewType, page]) => ({
      name: `lookup-hydrate ${viewType}`,
      path: lookupRoute(page, table),
      as: "guest" as const,
    }));
  } finally {
    await database.close();
  }
}
