// "Was this helpful?" (docs/reference/layout-widgets.md#widgets react.article-reactions): Yes and No toggle buttons
// with their counts (aria-pressed shows the viewer's vote), guests included. A vote shows at once and is sent to
// POST /articles/{id}/reactions (src/client/api/knowledge/article-reactions.ts); the same button again takes it
// back. The outcome is announced politely. In a preview nothing is saved.
import { useState } from "react";
import {
  type ArticleReactionState,
  useArticleReaction,
} from "../../src/client/api/knowledge/article-reactions";
import { usePreviewMode } from "../../src/layout/preview-mode";
import { formatCompactNumber } from "../../src/lib/format-number";
import type { ArticleReactionsHydrated } from "../../src/types/generated/widgets/hydrated/article-reactions";
import { cx } from "../../src/ui/cx";
import { Icon } from "../../src/ui/Icon";
import { useI18n, useLocale, useT } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

function VoteButton({
  helpful,
  state,
  showCount,
  onVote,
}: {
  helpful: boolean;
  state: ArticleReactionState;
  showCount: boolean;
  onVote(helpful: boolean): void;
}) {
  const t = useT();
  const locale = useLocale();
  const pressed = state.viewerReaction === (helpful ? "helpful" : "notHelpful");
  const count = helpful ? state.countHelpful : state.countNotHelpful;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onVote(helpful)}
      className={cx(
        "inline-flex h-9 min-w-[88px] items-center justify-center gap-2 rounded-control border px-3 text-sm font-semibold transition-colors",
        pressed
          ? "border-primary bg-primary text-primary-contrast hover:bg-primary-hover"
          : "border-border-strong bg-bg text-fg hover:border-primary hover:text-primary",
      )}
    >
      <Icon name={helpful ? "thumbUp" : "thumbDown"} size={16} />
      {helpful ? t("Yes") : t("No")}
      {showCount ? <span className="tabular-nums">({formatCompactNumber(count, locale)})</span> : null}
    </button>
  );
}

export default function ArticleReactionsWidget(props: ArticleReactionsHydrated) {
  const t = useT();
  const i18n = useI18n();
  const preview = usePreviewMode();
  const initial = {
    countHelpful: props.countHelpful,
    countNotHelpful: props.countNotHelpful,
    viewerReaction: props.viewerReaction ?? null,
  };
  const { state, vote, mutation } = useArticleReaction(props.articleID, initial, { save: !preview });
  const [outcome, setOutcome] = useState("");
  const onVote = (helpful: boolean) => {
    const takingBack = state.viewerReaction === (helpful ? "helpful" : "notHelpful");
    setOutcome(takingBack ? t("Your vote was taken back.") : t("Thanks for your feedback."));
    vote(helpful);
  };
  return (
    <WidgetContainer containerOptions={props.containerOptions}>
      <fieldset data-widget="article-reactions">
        <legend className="mb-2 font-semibold text-fg-heading">{i18n.text(props.title)}</legend>
        <div className="flex flex-wrap gap-2">
          <VoteButton helpful state={state} showCount={props.showCounts} onVote={onVote} />
          <VoteButton helpful={false} state={state} showCount={props.showCounts} onVote={onVote} />
        </div>
      </fieldset>
      <p role="status" className="mt-2 min-h-5 text-sm text-fg-muted">
        {mutation.isError ? t("Your vote could not be saved. Please try again.") : outcome}
      </p>
    </WidgetContainer>
  );
}
