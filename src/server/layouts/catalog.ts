// The server's widget catalogue: every widget schema with its data loader (widgets/<widget>/hydrate.server.ts).
// Widgets without a loader only display their validated props.
import { hydrateAnswerThread } from "../../../widgets/answer-thread/hydrate.server";
import { hydrateBanner } from "../../../widgets/banner/hydrate.server";
import { hydrateBreadcrumbs } from "../../../widgets/breadcrumbs/hydrate.server";
import { hydrateCategories } from "../../../widgets/categories/hydrate.server";
import { hydrateCategoryFollow } from "../../../widgets/category-follow/hydrate.server";
import { hydrateCategoryListAsset } from "../../../widgets/category-list-asset/hydrate.server";
import { hydrateCommentThread } from "../../../widgets/comment-thread/hydrate.server";
import { hydrateContentBanner } from "../../../widgets/content-banner/hydrate.server";
import { hydrateCreateComment } from "../../../widgets/create-comment/hydrate.server";
import { hydrateCreatePostForm } from "../../../widgets/create-post-form/hydrate.server";
import { hydrateCallToAction } from "../../../widgets/cta/hydrate.server";
import { hydrateDiscussions } from "../../../widgets/discussions/hydrate.server";
import { hydrateAnnouncements, hydrateQuestions } from "../../../widgets/discussions/hydrate-variants.server";
import { hydrateFeaturedCollections } from "../../../widgets/featured-collections/hydrate.server";
import { hydrateGuestCta } from "../../../widgets/guest-cta/hydrate.server";
import { hydrateLeaderboard } from "../../../widgets/leaderboard/hydrate.server";
import { hydrateNewPost } from "../../../widgets/new-post/hydrate.server";
import { hydrateOriginalPost } from "../../../widgets/original-post/hydrate.server";
import { hydratePostAttachments } from "../../../widgets/post-attachments/hydrate.server";
import { hydratePostMeta } from "../../../widgets/post-meta/hydrate.server";
import { hydratePostTags } from "../../../widgets/post-tags/hydrate.server";
import { hydrateQuickLinks } from "../../../widgets/quick-links/hydrate.server";
import { hydrateRss } from "../../../widgets/rss/hydrate.server";
import { hydrateSiteTotals } from "../../../widgets/sitetotals/hydrate.server";
import { hydrateSuggestedAnswers } from "../../../widgets/suggested-answers/hydrate.server";
import { hydrateSuggestedContent } from "../../../widgets/suggested-content/hydrate.server";
import { hydrateTabs } from "../../../widgets/tabs/hydrate.server";
import { hydrateTagCloud } from "../../../widgets/tag/hydrate.server";
import { hydrateTitleBar } from "../../../widgets/title-bar/hydrate.server";
import { hydrateUserSpotlight } from "../../../widgets/userspotlight/hydrate.server";
import { buildWidgetCatalog, typedLoader } from "../../lib/layout/catalog";
import type { LayoutContext } from "./context";

export const serverWidgetCatalog = buildWidgetCatalog<LayoutContext>({
  "react.app-banner": typedLoader(hydrateBanner),
  "react.discussion.discussions": typedLoader(hydrateDiscussions),
  "react.asset.discussionList": typedLoader(hydrateDiscussions),
  "react.categories": typedLoader(hydrateCategories),
  "react.asset.categoryList": typedLoader(hydrateCategoryListAsset),
  "react.quick-links": typedLoader(hydrateQuickLinks),
  "react.breadcrumbs": typedLoader(hydrateBreadcrumbs),
  "react.guest-cta": typedLoader(hydrateGuestCta),
  "react.titleBar": typedLoader(hydrateTitleBar),
  "react.discussion.announcements": typedLoader(hydrateAnnouncements),
  "react.discussion.questions": typedLoader(hydrateQuestions),
  "react.newpost": typedLoader(hydrateNewPost),
  "react.tabs": typedLoader(hydrateTabs),
  "react.featuredcollections": typedLoader(hydrateFeaturedCollections),
  "react.asset.categoryFollow": typedLoader(hydrateCategoryFollow),
  "react.suggestedcontent": typedLoader(hydrateSuggestedContent),
  "react.app.content-banner": typedLoader(hydrateContentBanner),
  "react.tag": typedLoader(hydrateTagCloud),
  "react.rss": typedLoader(hydrateRss),
  "react.sitetotals": typedLoader(hydrateSiteTotals),
  "react.leaderboard": typedLoader(hydrateLeaderboard),
  "react.userspotlight": typedLoader(hydrateUserSpotlight),
  "react.cta": typedLoader(hydrateCallToAction),
  // The post page's assets (layout-format §4.1).
  "react.asset.originalPost": typedLoader(hydrateOriginalPost),
  "react.asset.postCommentThread": typedLoader(hydrateCommentThread),
  "react.asset.answerThread": typedLoader(hydrateAnswerThread),
  "react.asset.postTags": typedLoader(hydratePostTags),
  "react.asset.postMeta": typedLoader(hydratePostMeta),
  "react.asset.postAttachments": typedLoader(hydratePostAttachments),
  "react.asset.suggestedAnswers": typedLoader(hydrateSuggestedAnswers),
  "react.asset.createComment": typedLoader(hydrateCreateComment),
  "react.asset.createPostForm": typedLoader(hydrateCreatePostForm),
});
