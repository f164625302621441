// "Was this helpful?" votes on an article (docs/reference/knowledge-base.md#helpful-votes):
// POST /articles/{id}/reactions {helpful} counts the viewer's vote (a guest's through the visitor cookie the server
// sets); the same value again takes it back. The vote shows at once (optimistic) and gives way to the server's
// counts, or back to the old state when the call fails.
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { ArticleReactionResult } from "../../../types/generated/api/article-reaction-result";
import { apiRequest } from "../http";

/** The counts and the viewer's own vote: what POST …/reactions answers. */
export type ArticleReactionState = ArticleReactionResult;
type ArticleReaction = NonNullable<ArticleReactionState["viewerReaction"]>;

export const articleReactionKeys = {
  all: ["knowledge", "article-reactions"] as const,
  /** The mutation key of an article's votes. */
  vote: (articleID: number) => [...articleReactionKeys.all, "vote", articleID] as const,
};

export function postArticleReaction(articleID: number, helpful: boolean) {
  return apiRequest<ArticleReactionState>(`/articles/${articleID}/reactions`, {
    method: "POST",
    body: { helpful },
  });
}

/** The state after a vote, as the server counts it: the same vote again takes it back, the other one moves it. */
export function afterVote(state: ArticleReactionState, helpful: boolean): ArticleReactionState {
  const wanted: ArticleReaction = helpful ? "helpful" : "notHelpful";
  const next = { ...state };
  if (state.viewerReaction === "helpful") next.countHelpful = Math.max(0, next.countHelpful - 1);
  if (state.viewerReaction === "notHelpful") next.countNotHelpful = Math.max(0, next.countNotHelpful - 1);
  if (state.viewerReaction === wanted) return { ...next, viewerReaction: null };
  if (helpful) next.countHelpful += 1;
  else next.countNotHelpful += 1;
  return { ...next, viewerReaction: wanted };
}

/**
 * The article's vote state and the vote mutation. `save: false` (a preview) changes the state on screen only.
 */
export function useArticleReaction(
  articleID: number,
  initial: ArticleReactionState,
  options: { save?: boolean } = {},
) {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  current.current = state;
  const show = (next: ArticleReactionState) => {
    current.current = next;
    setState(next);
  };
  const mutation = useMutation({
    mutationKey: articleReactionKeys.vote(articleID),
    // One vote at a time per article: the answers arrive in the order the votes were cast.
    scope: { id: `article-reaction-${articleID}` },
    // onMutate has already shown the vote: a preview keeps it as it is.
    mutationFn: (helpful: boolean) =>
      options.save === false ? Promise.resolve(current.current) : postArticleReaction(articleID, helpful),
    onMutate: (helpful: boolean) => {
      const previous = current.current;
      show(afterVote(previous, helpful));
      return { previous };
    },
    onError: (_error, _helpful, saved) => {
      if (saved) show(saved.previous);
    },
    onSuccess: (answer) => show(answer),
  });
  return { state, vote: (helpful: boolean) => mutation.mutate(helpful), mutation };
}
