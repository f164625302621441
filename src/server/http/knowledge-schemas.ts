// The knowledge base API's schemas (routes/knowledge-*.ts, routes/articles*.ts, docs/reference/knowledge-base.md#api),
// for http/schemas.ts to register with the others.
import article from "../../../schemas/api/article.schema.json";
import articleFeaturedPut from "../../../schemas/api/article-featured-put.schema.json";
import articleFromDiscussionPost from "../../../schemas/api/article-from-discussion-post.schema.json";
import articleGetQuery from "../../../schemas/api/article-get-query.schema.json";
import articleListQuery from "../../../schemas/api/article-list-query.schema.json";
import articleMovePatch from "../../../schemas/api/article-move-patch.schema.json";
import articlePatch from "../../../schemas/api/article-patch.schema.json";
import articlePost from "../../../schemas/api/article-post.schema.json";
import articleReactionPost from "../../../schemas/api/article-reaction-post.schema.json";
import articleReactionResult from "../../../schemas/api/article-reaction-result.schema.json";
import articleRelatedQuery from "../../../schemas/api/article-related-query.schema.json";
import articleRevision from "../../../schemas/api/article-revision.schema.json";
import articleRevisionListQuery from "../../../schemas/api/article-revision-list-query.schema.json";
import articleRevisionParams from "../../../schemas/api/article-revision-params.schema.json";
import knowledgeBase from "../../../schemas/api/knowledge-base.schema.json";
import knowledgeBaseGetQuery from "../../../schemas/api/knowledge-base-get-query.schema.json";
import knowledgeBaseListQuery from "../../../schemas/api/knowledge-base-list-query.schema.json";
import knowledgeBaseParams from "../../../schemas/api/knowledge-base-params.schema.json";
import knowledgeBasePatch from "../../../schemas/api/knowledge-base-patch.schema.json";
import knowledgeBasePost from "../../../schemas/api/knowledge-base-post.schema.json";
import knowledgeCategory from "../../../schemas/api/knowledge-category.schema.json";
import knowledgeCategoryListQuery from "../../../schemas/api/knowledge-category-list-query.schema.json";
import knowledgeCategoryPatch from "../../../schemas/api/knowledge-category-patch.schema.json";
import knowledgeCategoryPost from "../../../schemas/api/knowledge-category-post.schema.json";

export const knowledgeSchemas = [
  knowledgeBase,
  knowledgeBaseGetQuery,
  knowledgeBaseListQuery,
  knowledgeBaseParams,
  knowledgeBasePatch,
  knowledgeBasePost,
  knowledgeCategory,
  knowledgeCategoryListQuery,
  knowledgeCategoryPatch,
  knowledgeCategoryPost,
  article,
  articleFeaturedPut,
  articleFromDiscussionPost,
  articleGetQuery,
  articleListQuery,
  articleMovePatch,
  articlePatch,
  articlePost,
  articleReactionPost,
  articleReactionResult,
  articleRelatedQuery,
  articleRevision,
  articleRevisionListQuery,
  articleRevisionParams,
];
