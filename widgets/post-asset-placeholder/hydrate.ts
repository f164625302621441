// Server data for the post page asset placeholders: which asset each stands for, its title, and the page's
// discussion (the original post shows its title).
import type { PostAssetPlaceholderHydrated } from "../../src/types/generated/widgets/hydrated/post-asset-placeholder";

/** Display names by hydrate key (layout-format §4.1 assets). */
export const POST_ASSET_NAMES: Readonly<Record<string, string>> = {
  "react.asset.originalPost": "Original Post",
  "react.asset.postCommentThread": "Comment Thread",
  "react.asset.createComment": "Comment Editor",
  "react.asset.postTags": "Post Tags",
  "react.asset.postMeta": "Post Meta",
  "react.asset.postAttachments": "Post Attachments",
  "react.asset.suggestedAnswers": "Suggested Answers",
  "react.asset.createPostForm": "Create Post Form",
  "react.asset.answerThread": "Q&A Comments",
};

interface PageDiscussion {
  discussionID: number;
  name: string;
  url: string;
}

function pageDiscussion(value: unknown): PageDiscussion | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { discussionID, name, url } = value as Record<string, unknown>;
  if (typeof discussionID !== "number" || typeof name !== "string" || typeof url !== "string")
    return undefined;
  return { discussionID, name, url };
}

/** A loader for one asset key; props may carry a title (already resolved from a param ref). */
export function postAssetLoader(hydrateKey: string) {
  return async (
    props: { title?: string; titleType?: string },
    context: { params: Record<string, unknown> },
  ): Promise<PostAssetPlaceholderHydrated> => {
    const discussion = pageDiscussion(context.params.discussion);
    const hydrated: PostAssetPlaceholderHydrated = { assetName: POST_ASSET_NAMES[hydrateKey] ?? hydrateKey };
    if (props.titleType !== "none" && props.title) hydrated.title = props.title;
    if (discussion) hydrated.discussion = discussion;
    return hydrated;
  };
}
