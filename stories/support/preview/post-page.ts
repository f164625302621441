// Storybook previews of the post page assets: the output shapes of widgets/<asset>/hydrate.server.ts, from the factories.
// The page's discussion comes from the page params (page stories) or is the preview discussion (widget stories).
import type { WidgetLoader } from "../../../src/lib/layout/catalog";
import { typedLoader } from "../../../src/lib/layout/catalog";
import type { Comment } from "../../../src/types/generated/api/comment";
import type { Discussion } from "../../../src/types/generated/api/discussion";
import type { PostAssetAnswerThreadProps } from "../../../src/types/generated/widgets/answer-thread";
import type { PostAssetAnswerThreadHydrated } from "../../../src/types/generated/widgets/hydrated/answer-thread";
import type { PostAssetOriginalPostHydrated } from "../../../src/types/generated/widgets/hydrated/original-post";
import type { PostAssetPostAttachmentsHydrated } from "../../../src/types/generated/widgets/hydrated/post-attachments";
import type { PostAssetCommentThreadHydrated } from "../../../src/types/generated/widgets/hydrated/post-comment-thread";
import type { PostAssetPostMetaHydrated } from "../../../src/types/generated/widgets/hydrated/post-meta";
import type { PostAssetPostTagsHydrated } from "../../../src/types/generated/widgets/hydrated/post-tags";
import type { PostAssetSuggestedAnswersHydrated } from "../../../src/types/generated/widgets/hydrated/suggested-answers";
import type { PostAssetOriginalPostProps } from "../../../src/types/generated/widgets/original-post";
import type { PostAssetPostAttachmentsProps } from "../../../src/types/generated/widgets/post-attachments";
import type { PostAssetCommentThreadProps } from "../../../src/types/generated/widgets/post-comment-thread";
import type { PostAssetPostMetaProps } from "../../../src/types/generated/widgets/post-meta";
import type { PostAssetPostTagsProps } from "../../../src/types/generated/widgets/post-tags";
import type { PostAssetSuggestedAnswersProps } from "../../../src/types/generated/widgets/suggested-answers";
import { hoursAgo, makeCommentThread, makeDiscussion, makeTags, makeUser } from "../../../tests/factories";
import { makeAttachment } from "../../../tests/factories/attachments";
import { PAGE_PREVIEW_PARAM, type PreviewContext } from "../preview-data";

const PREVIEW_DISCUSSION_ID = 3;
/** The preview thread has 3 pages of 10 top-level comments. */
const PREVIEW_TOP_LEVEL = 30;

function pageDiscussion(context: PreviewContext, type: "discussion" | "question" = "discussion"): Discussion {
  const fromPage = context.params.discussion as Discussion | undefined;
  const discussion = fromPage ?? makeDiscussion({ discussionID: PREVIEW_DISCUSSION_ID, type });
  return discussion.type === "question" && discussion.statusID === 0
    ? { ...discussion, statusID: 2 }
    : discussion;
}

function flatten(comments: Comment[]): Comment[] {
  return comments.flatMap((comment) => [
    { ...comment, depth: 1, children: [], countReplies: 0 },
    ...flatten(comment.children ?? []),
  ]);
}

function threadPage(
  apiParams: PostAssetCommentThreadProps["apiParams"],
  context: PreviewContext,
  discussion: Discussion,
) {
  const maxDepth = apiParams?.maxDepth ?? 5;
  const limit = Math.min(apiParams?.limit ?? 30, 10);
  const nested = makeCommentThread(discussion, { topLevel: limit, depth: Math.min(maxDepth, 4) });
  const sort = apiParams?.sort ?? "dateInserted";
  const ordered = sort === "-dateInserted" ? nested.toReversed() : nested;
  return {
    discussion,
    comments: maxDepth === 1 ? flatten(ordered) : ordered,
    paging: { page: Number(context.params.page) || 1, limit, total: PREVIEW_TOP_LEVEL },
    threadStyle: maxDepth === 1 ? ("flat" as const) : ("nested" as const),
    sort,
    defaultSort: sort,
    maxDepth,
    collapseChildDepth: apiParams?.collapseChildDepth ?? 3,
  };
}

async function previewOriginalPost(
  props: PostAssetOriginalPostProps,
  context: PreviewContext,
): Promise<PostAssetOriginalPostHydrated> {
  const discussion = pageDiscussion(context);
  return {
    ...props,
    discussion: {
      ...discussion,
      body: `${discussion.body ?? ""}<p>Steps I tried so far:</p><ol><li>Restarted the service</li><li>Cleared the cache</li></ol>`,
      dateUpdated: hoursAgo(1),
    },
    updateUser: makeUser({ userID: 2 }),
    page: 1,
  };
}

async function previewCommentThread(
  props: PostAssetCommentThreadProps,
  context: PreviewContext,
): Promise<PostAssetCommentThreadHydrated> {
  return { ...props, ...threadPage(props.apiParams, context, pageDiscussion(context)) };
}

async function previewAnswerThread(
  props: PostAssetAnswerThreadProps,
  context: PreviewContext,
): Promise<PostAssetAnswerThreadHydrated> {
  const discussion = pageDiscussion(context, "question");
  const page = threadPage(props.apiParams, context, discussion);
  const [first, ...rest] = page.comments;
  const accepted = first ? { ...first, answerStatus: "accepted" as const } : undefined;
  return {
    ...props,
    ...page,
    comments: accepted ? [accepted, ...rest] : rest,
    acceptedAnswers: accepted ? [{ ...accepted, children: [], countReplies: 0 }] : [],
    canReview: false,
  };
}

async function previewPostTags(props: PostAssetPostTagsProps): Promise<PostAssetPostTagsHydrated> {
  return {
    ...props,
    tags: makeTags(4).map((tag) => ({
      tagID: tag.tagID,
      name: tag.name,
      url: `/discussions?tagID=${tag.tagID}`,
    })),
  };
}

async function previewPostMeta(
  props: PostAssetPostMetaProps,
  context: PreviewContext,
): Promise<PostAssetPostMetaHydrated> {
  const discussion = pageDiscussion(context);
  const fact = (postFieldID: string, label: string, value: string, dataType: "number" | "date" | "text") => ({
    postFieldID,
    label,
    dataType,
    visibility: "public" as const,
    value,
  });
  return {
    ...props,
    postFields: [
      fact("views", "Views", String(discussion.countViews), "number"),
      fact("comments", "Comments", String(discussion.countComments), "number"),
      fact("score", "Score", String(discussion.score), "number"),
      fact("posted", "Posted", discussion.dateInserted, "date"),
      fact("lastActivity", "Last activity", discussion.dateLastComment, "date"),
      fact("product", "Product version", "4.2.1", "text"),
    ],
  };
}

/**
 * The uploads, and in the widget's own stories the items integrations made of the discussion (page stories keep the
 * page as a site without integrations shows it).
 */
async function previewPostAttachments(
  props: PostAssetPostAttachmentsProps,
  context: PreviewContext,
): Promise<PostAssetPostAttachmentsHydrated> {
  return {
    ...props,
    attachments: [
      {
        mediaID: 1,
        name: "error-log.png",
        type: "image/png",
        size: 48_213,
        url: THUMBNAIL,
        width: 48,
        height: 48,
      },
      {
        mediaID: 2,
        name: "settings-page.webp",
        type: "image/webp",
        size: 1_302_511,
        url: THUMBNAIL,
        width: 48,
        height: 48,
      },
    ],
    integrationAttachments:
      context.params[PAGE_PREVIEW_PARAM] === true ? [] : previewIntegrationAttachments(),
  };
}

/** A discussion escalated to GitHub Issues (an open issue with labels) and to a support desk's webhook. */
function previewIntegrationAttachments(): PostAssetPostAttachmentsHydrated["integrationAttachments"] {
  return [
    {
      attachment: makeAttachment({ attachmentID: 1, recordID: PREVIEW_DISCUSSION_ID }),
      integration: { name: "GitHub Issues", externalIDLabel: "Issue", logoIcon: "github" },
    },
    {
      attachment: makeAttachment({
        attachmentID: 2,
        attachmentType: "webhook",
        recordID: PREVIEW_DISCUSSION_ID,
        sourceID: "SD-1042",
        sourceUrl: "https://support.example.com/tickets/SD-1042",
        status: "waiting on customer",
        metadata: [],
        dateRefreshed: hoursAgo(3),
      }),
      integration: { name: "Support desk", externalIDLabel: "Ticket", logoIcon: "webhook" },
    },
  ];
}

/** A small inline picture (stories load no files). */
const THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#d6e4f0"/><path d="M8 38l12-14 9 10 6-6 5 10z" fill="#5b7fa3"/></svg>',
)}`;

/**
 * The answer suggestions switch is off by default, so page stories show none (as the server gives); the widget's
 * own story shows what members see with it on.
 */
async function previewSuggestedAnswers(
  props: PostAssetSuggestedAnswersProps,
  context: PreviewContext,
): Promise<PostAssetSuggestedAnswersHydrated | null> {
  if (context.params[PAGE_PREVIEW_PARAM] === true) return null;
  return {
    ...props,
    suggestions: [8, 11].map((discussionID, index) => {
      const similar = makeDiscussion({ discussionID, type: "question" });
      return {
        commentID: 400 + index,
        discussionID,
        discussionName: similar.name,
        excerpt: similar.excerpt,
        url: `/discussion/comment/${400 + index}`,
      };
    }),
  };
}

export const previewPostPageAssets: Record<string, WidgetLoader<PreviewContext>> = {
  "react.asset.originalPost": typedLoader(previewOriginalPost),
  "react.asset.postCommentThread": typedLoader(previewCommentThread),
  "react.asset.answerThread": typedLoader(previewAnswerThread),
  "react.asset.postTags": typedLoader(previewPostTags),
  "react.asset.postMeta": typedLoader(previewPostMeta),
  "react.asset.postAttachments": typedLoader(previewPostAttachments),
  "react.asset.suggestedAnswers": typedLoader(previewSuggestedAnswers),
};
