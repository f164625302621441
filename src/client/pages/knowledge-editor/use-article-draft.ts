// The article editor's autosaved draft (docs/reference/ui-behaviour.md#drafts, as posts keep theirs): this
// browser's copy at most once a second and the server's (the drafts API, recordType article) 5 s after typing
// stops. The newer copy fills the form once when the editor opens, unless something was typed already; a
// successful save deletes it. An article draft is never published by the drafts API: saving goes through
// /articles.
import { useEffect, useRef } from "react";
import { fetchDrafts } from "../../api/drafts";
import type { DraftContent } from "../../drafts/local-drafts";
import { useDraft } from "../../drafts/use-draft";
import { articleDraftKey, articleDraftPost, isEmptyArticleDraft } from "./article-form";

/** The member's unscheduled server draft of this article (a new article has none to look for). */
async function findArticleDraft(articleID: number | null) {
  if (articleID === null) return null;
  const page = await fetchDrafts({
    recordType: "article",
    recordID: articleID,
    draftStatus: "draft",
    limit: 1,
  });
  return page.items[0] ?? null;
}

export interface ArticleDraftOptions {
  articleID: number | null;
  /** The knowledge base the address named (a new article's draft is kept per knowledge base). */
  knowledgeBaseID: number | null;
  /** A server draft to open (the drafts page's link). */
  draftID: number | null;
  onRestore(content: DraftContent): void;
}

export function useArticleDraft({ articleID, knowledgeBaseID, draftID, onRestore }: ArticleDraftOptions) {
  const touched = useRef(false);
  const draft = useDraft({
    key: articleDraftKey(articleID, knowledgeBaseID),
    // Only signed-in staff reach the editor: the draft is always kept.
    enabled: true,
    ...(draftID !== null ? { draftID } : {}),
    toPost: (content, lastSaved) => articleDraftPost(content, lastSaved, articleID),
    isEmpty: isEmptyArticleDraft,
    find: () => findArticleDraft(articleID),
  });
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;
  useEffect(() => {
    if (draft.restored && !touched.current) restoreRef.current(draft.restored);
  }, [draft.restored]);
  return { draft, touched };
}
