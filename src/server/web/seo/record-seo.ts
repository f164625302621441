// The head of a record page: a discussion (DiscussionForumPosting, or QAPage for a question) and a category
// (BreadcrumbList). Data comes from the page's hydrated layout when its widgets carry it, else from the services,
// always as the viewer sees it (a record they may not see gives no head: the page is an error page).
import { firstImageOf } from "../../../lib/first-image";
import { isSafeUrl } from "../../../lib/safe-url";
import type { Breadcrumb } from "../../../types/generated/api/breadcrumb";
import type { Discussion } from "../../../types/generated/api/discussion";
import type { HydratedNode } from "../../../types/generated/layout/hydrated-layout";
import type { LayoutQuery } from "../../../types/generated/layout/layout-query";
import { absoluteUrl } from "../../public-url";
import { categoryBreadcrumbs } from "../../services/categories";
import { loadCategoryIndex } from "../../services/category-index";
import { getComment } from "../../services/comment-get";
import { listAnswersWithStatus } from "../../services/comment-thread/answer-lists";
import { loadCommentThread } from "../../services/comment-thread/load-thread";
import type { ServiceContext } from "../../services/context";
import { getDiscussion } from "../../services/discussions";
import { categoryUrl } from "../../services/urls";
import { canonicalUrl, pageNumber } from "./canonical";
import type { SeoMeta } from "./head-tags";
import { breadcrumbList, discussionForumPosting, qaPage } from "./json-ld";
import { type PostPageData, postPageData } from "./layout-data";
import { describeHtml } from "./text";

export type RecordSeo = Pick<
  SeoMeta,
  "description" | "canonicalUrl" | "ogType" | "image" | "jsonLd" | "publishedTime" | "modifiedTime"
>;

export interface RecordSeoInput {
  ctx: ServiceContext;
  publicUrl: string;
  query: LayoutQuery;
  /** Nodes of the hydrated layout (none for a plain page). */
  nodes: readonly HydratedNode[];
}

const POST_EXPANDS = ["insertUser", "category"];

/** An image address as sharing cards need it: absolute, and only a safe one (http(s) or site-relative). */
export function absoluteImage(publicUrl: string, url: string | null | undefined): string | undefined {
  if (!url || !isSafeUrl(url) || !/^(https?:|\/)/i.test(url.trim())) return undefined;
  try {
    return absoluteUrl(publicUrl, url);
  } catch {
    return undefined;
  }
}

async function pageDiscussion(input: RecordSeoInput, data: PostPageData): Promise<Discussion | null> {
  if (data.discussion) return data.discussion;
  const { ctx, query } = input;
  let discussionID = Number(query.recordID);
  if (query.recordType === "comment") {
    const comment = await getComment(ctx, discussionID);
    if (!comment) return null;
    discussionID = comment.discussionID;
  }
  if (!Number.isInteger(discussionID)) return null;
  return getDiscussion(ctx, discussionID, { expand: POST_EXPANDS, excerpt: false });
}

/** The comments the page shows: the thread widget's, else the same page read from the service. */
async function pageComments(ctx: ServiceContext, discussion: Discussion, data: PostPageData, page: number) {
  if (data.comments) return data.comments;
  const thread = await loadCommentThread(ctx, {
    discussionID: discussion.discussionID,
    page,
    expand: ["insertUser"],
  });
  return thread.comments;
}

export async function discussionSeo(input: RecordSeoInput): Promise<RecordSeo | null> {
  const { ctx, publicUrl, query } = input;
  const recordID = query.recordType === "discussion" ? Number(query.recordID) : undefined;
  const data = postPageData(input.nodes, recordID);
  const discussion = await pageDiscussion(input, data);
  if (!discussion) return null;
  const page = data.page ?? pageNumber(query.params?.page);
  const url = canonicalUrl(publicUrl, { kind: "record", path: discussion.url, page });
  const body = discussion.body ?? "";
  const image = absoluteImage(publicUrl, firstImageOf(body));
  const [comments, crumbs] = await Promise.all([
    pageComments(ctx, discussion, data, page),
    categoryBreadcrumbs(ctx, discussion.categoryID),
  ]);
  const post = { discussion, url, publicUrl, comments, image };
  const main =
    discussion.type === "question"
      ? qaPage({
          ...post,
          acceptedAnswers:
            data.acceptedAnswers ??
            (await listAnswersWithStatus(ctx, discussion.discussionID, discussion.categoryID, "accepted")),
        })
      : discussionForumPosting(post);
  const trail: Breadcrumb[] = [...crumbs, { name: discussion.name, url: discussion.url }];
  return {
    description: describeHtml(body),
    canonicalUrl: url,
    ogType: "article",
    image,
    jsonLd: [main, breadcrumbList(trail, publicUrl)],
    publishedTime: discussion.dateInserted,
    modifiedTime: discussion.dateUpdated ?? undefined,
  };
}

export async function categorySeo(input: RecordSeoInput): Promise<RecordSeo | null> {
  const { ctx, publicUrl, query } = input;
  const index = await loadCategoryIndex(ctx.db);
  const key = String(query.recordID);
  const node =
    (/^\d{1,10}$/.test(key) ? index.byID.get(Number(key)) : undefined) ??
    index.byUrlcode.get(key.toLowerCase());
  if (!node || !ctx.viewer.permissions.canViewCategory(node.categoryID)) return null;
  const crumbs = await categoryBreadcrumbs(ctx, node.categoryID);
  return {
    description: node.description,
    canonicalUrl: canonicalUrl(publicUrl, {
      kind: "record",
      path: categoryUrl(node.urlcode),
      page: pageNumber(query.params?.page),
    }),
    ogType: "website",
    image: absoluteImage(publicUrl, node.bannerImageUrl),
    jsonLd: [breadcrumbList(crumbs, publicUrl)],
  };
}
