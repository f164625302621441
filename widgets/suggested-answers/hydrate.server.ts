// Server data for suggested answers: while the answer suggestions switch (config qna.answerSuggestions.enabled,
// off by default) is on, up to three accepted answers to other questions the viewer may see whose titles share
// a word (four letters or more) with this question's. Off, or nothing similar: nothing (the asset renders nothing).
import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { comments, discussions } from "../../src/server/db/schema";
import type { LayoutContext } from "../../src/server/layouts/context";
import { postPageSwitches } from "../../src/server/services/comment-thread/post-page-config";
import { getDiscussion } from "../../src/server/services/discussions";
import { excerptOf } from "../../src/server/services/format";
import { escapeLike } from "../../src/server/services/sql";
import { commentUrl } from "../../src/server/services/urls";
import type { PostAssetSuggestedAnswersHydrated } from "../../src/types/generated/widgets/hydrated/post-asset-suggested-answers";
import type { PostAssetSuggestedAnswersProps } from "../../src/types/generated/widgets/post-asset-suggested-answers";

const MAX_WORDS = 6;

export async function hydrateSuggestedAnswers(
  props: PostAssetSuggestedAnswersProps,
  context: LayoutContext,
): Promise<PostAssetSuggestedAnswersHydrated | null> {
  const { services } = context;
  const discussionID = Number(context.params.discussionID);
  if (!Number.isInteger(discussionID) || discussionID < 1) return null;
  if (!(await postPageSwitches(services.db)).answerSuggestions) return null;
  const question = await getDiscussion(services, discussionID, { expand: ["-body"], excerpt: false });
  if (!question) return null;
  const words = [...new Set(question.name.toLowerCase().match(/\p{L}{4,}/gu) ?? [])].slice(0, MAX_WORDS);
  const visible = services.viewer.permissions.visibleCategoryIDs();
  if (words.length === 0 || visible.length === 0) return null;
  const rows = await services.db
    .select({
      commentID: comments.commentID,
      body: comments.body,
      discussionID: discussions.discussionID,
      discussionName: discussions.name,
    })
    .from(comments)
    .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
    .where(
      and(
        eq(comments.answerStatus, "accepted"),
        eq(discussions.type, "question"),
        ne(discussions.discussionID, discussionID),
        inArray(discussions.categoryID, visible),
        or(...words.map((word) => sql`${discussions.name} ILIKE ${`%${escapeLike(word)}%`}`)),
      ),
    )
    .orderBy(desc(comments.score), desc(comments.dateInserted))
    .limit(3);
  if (rows.length === 0) return null;
  return {
    ...props,
    suggestions: rows.map((row) => ({
      commentID: row.commentID,
      discussionID: row.discussionID,
      discussionName: row.discussionName,
      excerpt: excerptOf(row.body),
      url: commentUrl(row.commentID),
    })),
  };
}
