// A word diff (src/lib/editing/word-diff.ts) as text: added words inserted, removed ones struck, each named for
// screen readers. Shared by the content log's revision history and the knowledge base's article revisions.
import type { DiffPart } from "../../lib/editing/word-diff";
import { useT } from "../../ui/i18n/i18n-context";

export function WordDiff({ parts }: { parts: DiffPart[] }) {
  const t = useT();
  return (
    <>
      {parts.map((part, index) =>
        part.kind === "same" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder.
          <span key={index}>{part.text}</span>
        ) : part.kind === "added" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder.
          <ins key={index} className="rounded-sm bg-success/15 text-fg no-underline">
            <span className="sr-only">{t("Added:")} </span>
            {part.text}
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder.
          <del key={index} className="rounded-sm bg-danger/15 text-fg">
            <span className="sr-only">{t("Removed:")} </span>
            {part.text}
          </del>
        ),
      )}
    </>
  );
}
