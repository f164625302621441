// robots.txt and the sitemaps (docs/reference/seo.md), at the root beside the pages: GET /robots.txt, the index
// GET /sitemap.xml, GET /sitemap-categories.xml (home pages, lists, categories, custom pages),
// GET /sitemap-discussions-{n}.xml (50,000 discussions each), and while a guest may view a knowledge base
// GET /sitemap-knowledge.xml (the knowledge home, knowledge bases, help-center categories) and
// GET /sitemap-articles-{n}.xml (50,000 articles each). Always what a guest may see, whoever asks, so they carry no
// session and proxies may keep them a few minutes.
import type { FastifyInstance, FastifyReply } from "fastify";
import { absoluteUrl } from "../public-url";
import { cachedRouteState } from "../services/route-state";
import {
  countSitemapDiscussions,
  guestContext,
  type SitemapPageSummary,
  sitemapCategories,
  sitemapDiscussionPages,
  sitemapDiscussions,
} from "../services/sitemap-entries";
import {
  countSitemapArticles,
  sitemapArticlePages,
  sitemapArticles,
  sitemapKnowledgePages,
} from "../services/sitemap-knowledge";
import { categoryUrl, discussionUrl } from "../services/urls";
import { inSection } from "../web/seo/canonical";
import { robotsTxt } from "../web/seo/robots";
import {
  SITEMAP_URL_LIMIT,
  type SitemapEntry,
  sitemapIndexXml,
  sitemapPages,
  urlsetXml,
} from "../web/seo/sitemap-xml";

const MAX_AGE_SECONDS = 300;

function sendXml(reply: FastifyReply, xml: string): string {
  reply.type("application/xml; charset=utf-8").header("cache-control", `public, max-age=${MAX_AGE_SECONDS}`);
  return xml;
}

function notFoundSitemap(reply: FastifyReply): string {
  reply.code(404).type("text/plain; charset=utf-8");
  return "Sitemap not found.";
}

const newest = (dates: readonly (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);

/** Home pages and lists of every section, the categories, the published custom pages. */
async function categoryEntries(app: FastifyInstance): Promise<SitemapEntry[]> {
  const [{ table }, categories] = await Promise.all([
    cachedRouteState(app.db),
    guestContext(app.db).then(sitemapCategories),
  ]);
  const slugOf = new Map(table.siteSections.map((s) => [s.siteSectionID, s.slug]));
  const lists = ["", ...slugOf.values()].flatMap((slug) =>
    ["/", "/discussions", "/categories"].map((path) => inSection(slug, path)),
  );
  const pages = table.customPages.map((page) =>
    inSection(slugOf.get(page.siteSectionID) ?? "", `/${page.urlcode.replace(/^\/+/, "")}`),
  );
  const at = (path: string) => absoluteUrl(app.publicUrl, path);
  return [
    ...[...lists, ...pages].map((path) => ({ loc: at(path) })),
    ...categories.map((category) => ({ loc: at(categoryUrl(category.urlcode)), lastmod: category.lastmod })),
  ];
}

async function discussionPageSummaries(app: FastifyInstance): Promise<SitemapPageSummary[]> {
  return sitemapDiscussionPages(await guestContext(app.db), SITEMAP_URL_LIMIT);
}

export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  app.get("/robots.txt", async (_request, reply) => {
    const { table } = await cachedRouteState(app.db);
    reply.type("text/plain; charset=utf-8").header("cache-control", `public, max-age=${MAX_AGE_SECONDS}`);
    return robotsTxt(
      app.publicUrl,
      table.siteSections.map((s) => s.slug),
    );
  });

  app.get("/sitemap.xml", async (_request, reply) => {
    const guest = await guestContext(app.db);
    const [categories, pages, knowledge, articlePages] = await Promise.all([
      categoryEntries(app),
      discussionPageSummaries(app),
      sitemapKnowledgePages(guest),
      sitemapArticlePages(guest, SITEMAP_URL_LIMIT),
    ]);
    const sitemaps: SitemapEntry[] = [
      {
        loc: absoluteUrl(app.publicUrl, "/sitemap-categories.xml"),
        lastmod: newest(categories.map((e) => e.lastmod)),
      },
      ...pages.map((page) => ({
        loc: absoluteUrl(app.publicUrl, `/sitemap-discussions-${page.page}.xml`),
        lastmod: page.lastmod,
      })),
      ...(knowledge.length
        ? [
            {
              loc: absoluteUrl(app.publicUrl, "/sitemap-knowledge.xml"),
              lastmod: newest(knowledge.map((e) => e.lastmod)),
            },
          ]
        : []),
      ...articlePages.map((page) => ({
        loc: absoluteUrl(app.publicUrl, `/sitemap-articles-${page.page}.xml`),
        lastmod: page.lastmod,
      })),
    ];
    return sendXml(reply, sitemapIndexXml(sitemaps));
  });

  app.get("/sitemap-knowledge.xml", async (_request, reply) => {
    const pages = await sitemapKnowledgePages(await guestContext(app.db));
    if (!pages.length) return notFoundSitemap(reply);
    const entries = pages.map((page) => ({
      loc: absoluteUrl(app.publicUrl, page.path),
      lastmod: page.lastmod,
    }));
    return sendXml(reply, urlsetXml(entries));
  });

  app.get<{ Params: { n: string } }>("/sitemap-articles-:n(^\\d{1,6}).xml", async (request, reply) => {
    const ctx = await guestContext(app.db);
    const page = sitemapPages(await countSitemapArticles(ctx)).find(
      (p) => p.page === Number(request.params.n),
    );
    if (!page) return notFoundSitemap(reply);
    const rows = await sitemapArticles(ctx, page.offset, page.limit);
    const entries = rows.map((row) => ({ loc: absoluteUrl(app.publicUrl, row.path), lastmod: row.lastmod }));
    return sendXml(reply, urlsetXml(entries));
  });

  app.get("/sitemap-categories.xml", async (_request, reply) =>
    sendXml(reply, urlsetXml(await categoryEntries(app))),
  );

  app.get<{ Params: { n: string } }>("/sitemap-discussions-:n(^\\d{1,6}).xml", async (request, reply) => {
    const ctx = await guestContext(app.db);
    const page = sitemapPages(await countSitemapDiscussions(ctx)).find(
      (p) => p.page === Number(request.params.n),
    );
    if (!page) return notFoundSitemap(reply);
    const rows = await sitemapDiscussions(ctx, page.offset, page.limit);
    const entries = rows.map((row) => ({
      loc: absoluteUrl(app.publicUrl, discussionUrl(row.discussionID, row.name)),
      lastmod: row.lastmod,
    }));
    return sendXml(reply, urlsetXml(entries));
  });
}
