// The server's widget catalogue: every widget schema with its data loader (widgets/<widget>/hydrate.ts).
// Widgets without a loader only display their validated props.
import { hydrateAnswerThread } from "../../../widgets/answer-thread/hydrate";
import { hydrateBanner } from "../../../widgets/banner/hydrate";
import { hydrateBreadcrumbs } from "../../../widgets/breadcrumbs/hydrate";
import { hydrateCategories } from "../../../widgets/categories/hydrate";
import { hydrateCategoryFollow } from "../../../widgets/category-follow/hydrate";
import { hydrateCategoryListAsset } from "../../../widgets/category-list-asset/hydrate";
import { hydrateCommentThread } from "../../../widgets/comment-thread/hydrate";
import { hydrateContentBanner } from "../../../widgets/content-banner/hydrate";
import { hydrateCreateComment } from "../../../widgets/create-comment/hydrate";
import { hydrateCreatePostForm } from "../../../widgets/create-post-form/hydrate";
import { hydrateCallToAction } from "../../../widgets/cta/hydrate";
import { hydrateDiscussions } from "../../../widgets/discussions/hydrate";
import { hydrateAnnouncements, hydrateQuestions } from "../../../widgets/discussions/hydrate-variants";
import { hydrateFeaturedCollections } from "../../../widgets/featured-collections/hydrate";
import { hydrateGuestCta } from "../../../widgets/guest-cta/hydrate";
import { hydrateLeaderboard } from "../../../widgets/leaderboard/hydrate";
import { hydrateNewPost } from "../../../widgets/new-post/hydrate";
import { hydrateOriginalPost } from "../../../widgets/original-post/hydrate";
import { hydratePostAttachments } from "../../../widgets/post-attachments/hydrate";
import { hydratePostMeta } from "../../../widgets/post-meta/hydrate";
import { hydratePostTags } from "../../../widgets/post-tags/hydrate";
import { hydrateQuickLinks } from "../../../widgets/quick-links/hydrate";
import { hydrateRss } from "../../../widgets/rss/hydrate";
import { hydrateSiteTotals } from "../../../widgets/sitetotals/hydrate";
import { hydrateSuggestedAnswers } from "../../../widgets/suggested-answers/hydrate";
import { hydrateSuggestedContent } from "../../../widgets/suggested-content/hydrate";
import { hydrateTabs } from "../../../widgets/tabs/hydrate";
import { hydrateTagCloud } from "../../../widgets/tag/hydrate";
import { hydrateTitleBar } from "../../../widgets/title-bar/hydrate";
import { hydrateUserSpotlight } from "../../../widgets/userspotlight/hydrate";
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
