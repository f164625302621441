// What changed between two revisions of an article, word by word (the content log's diff, src/lib/editing/
// word-diff.ts): the title, the excerpt and the body's source, each from its revision read with its source
// (GET /articles/{id}/revisions/{revisionID}). Parts that did not change say so.
import type { ReactNode } from "react";
import { wordDiff } from "../../../lib/editing/word-diff";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { errorMessage } from "../../api/errors";
import { type ArticleRevision, useArticleRevisionPair } from "../../api/knowledge/revisions";
import { WordDiff } from "../../editing/WordDiff";
import type { Comparison } from "./revision-compare";

function DiffBlock({
  label,
  before,
  after,
  mono = false,
}: {
  label: string;
  before: string;
  after: string;
  mono?: boolean;
}) {
  const t = useT();
  const unchanged = before === after;
  return (
    <div className="flex flex-col gap-1.5">
      <h3 className="text-sm font-semibold text-fg-heading">{label}</h3>
      {unchanged ? (
        <p className="text-sm text-fg-muted">{t("No change.")}</p>
      ) : (
        <div
          className={
            mono
              ? "whitespace-pre-wrap break-words rounded-control bg-bg-hover/50 p-3 font-mono text-sm"
              : "break-words text-sm"
          }
        >
          <WordDiff parts={wordDiff(before, after)} />
        </div>
      )}
    </div>
  );
}

export function RevisionDiff({
  articleID,
  comparison,
  heading,
}: {
  articleID: number;
  comparison: Comparison;
  /** The comparison's heading (which two revisions). */
  heading: ReactNode;
}) {
  const t = useT();
  const [before, after] = useArticleRevisionPair(
    articleID,
    comparison.before.articleRevisionID,
    comparison.after.articleRevisionID,
  );
  const failed = before?.error ?? after?.error;
  let content: ReactNode;
  if (failed) content = <FormAlert message={errorMessage(failed)} />;
  else if (!before?.data || !after?.data) content = <Loader label={t("Loading the revisions")} />;
  else content = <DiffParts before={before.data} after={after.data} />;
  return (
    <section className="flex flex-col gap-4 rounded-box border border-border bg-bg p-4" aria-live="polite">
      <h2 className="text-lg font-semibold text-fg-heading">{heading}</h2>
      {content}
    </section>
  );
}

function DiffParts({ before, after }: { before: ArticleRevision; after: ArticleRevision }) {
  const t = useT();
  return (
    <>
      <DiffBlock label={t("Title")} before={before.name} after={after.name} />
      <DiffBlock label={t("Excerpt")} before={before.excerpt ?? ""} after={after.excerpt ?? ""} />
      <DiffBlock label={t("Body")} before={before.bodyRaw ?? ""} after={after.bodyRaw ?? ""} mono />
    </>
  );
}
