// Suggested answers (docs/reference/layout-widgets.md#assets react.asset.suggestedAnswers): accepted answers to
// similar questions, shown only while the answer suggestions switch is on (the loader returns nothing otherwise, and
// so the asset is absent).
import type { PostAssetSuggestedAnswersHydrated } from "../../src/types/generated/widgets/hydrated/suggested-answers";
import { AppLink } from "../../src/ui/AppLink";
import { useT } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

export default function SuggestedAnswersAsset({ suggestions }: PostAssetSuggestedAnswersHydrated) {
  const t = useT();
  if (suggestions.length === 0) return null;
  return (
    <WidgetContainer title={t("Suggested Answers")} headingLevel={3}>
      <ul className="flex flex-col gap-3">
        {suggestions.map((suggestion) => (
          <li key={suggestion.commentID} className="rounded-md border border-border p-3">
            <AppLink to={suggestion.url} className="font-semibold text-fg hover:text-primary">
              {suggestion.discussionName}
            </AppLink>
            <p className="mt-1 text-sm text-fg-muted">{suggestion.excerpt}</p>
          </li>
        ))}
      </ul>
    </WidgetContainer>
  );
}
