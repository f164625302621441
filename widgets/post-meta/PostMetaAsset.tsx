// The post meta (docs/reference/layout-widgets.md#assets react.asset.postMeta): the discussion's facts and post
// fields, as a definition list (label above value) or, with displayOptions.asMetas, as one line of metas.

import { formatCompactNumber } from "../../src/lib/format-number";
import { msg } from "../../src/lib/i18n/msg";
import type { PostAssetPostMetaHydrated } from "../../src/types/generated/widgets/hydrated/post-meta";
import { useI18n, useLocale, useT } from "../../src/ui/i18n/i18n-context";
import { RelativeTime } from "../../src/ui/RelativeTime";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

type PostField = PostAssetPostMetaHydrated["postFields"][number];

/** The product's own facts (hydrate.server.ts) and their labels, catalogue keys; other fields are the site's. */
const FACT_LABELS: Record<string, string> = {
  views: msg("Views"),
  comments: msg("Comments"),
  score: msg("Score"),
  posted: msg("Posted"),
  lastActivity: msg("Last activity"),
};

function useFieldLabel(): (field: PostField) => string {
  const t = useT();
  return (field) => (FACT_LABELS[field.postFieldID] === field.label ? t(field.label) : field.label);
}

function FieldValue({ field }: { field: PostField }) {
  const t = useT();
  const locale = useLocale();
  if (field.dataType === "date") return <RelativeTime date={field.value} />;
  if (field.dataType === "number" && /^-?\d+$/.test(field.value))
    return <>{formatCompactNumber(Number(field.value), locale)}</>;
  if (field.dataType === "boolean") return <>{field.value === "true" ? t("Yes") : t("No")}</>;
  return <>{field.value}</>;
}

export default function PostMetaAsset(props: PostAssetPostMetaHydrated) {
  const asMetas = props.displayOptions?.asMetas ?? false;
  // The author's own texts.
  const i18n = useI18n();
  const labelOf = useFieldLabel();
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : i18n.text(props.title ?? "")}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.description && i18n.text(props.description)}
      containerOptions={props.containerOptions}
      headingLevel={3}
    >
      {asMetas ? (
        <ul
          aria-label={i18n.t("Post details")}
          className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted"
        >
          {props.postFields.map((field) => (
            <li key={field.postFieldID}>
              <span>{i18n.t("{label}: ", { label: labelOf(field) })}</span>
              <span className="font-semibold text-fg">
                <FieldValue field={field} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          {props.postFields.map((field) => (
            <div key={field.postFieldID} className="rounded-md border border-border px-3 py-2">
              <dt className="text-xs text-fg-muted" title={field.description}>
                {labelOf(field)}
              </dt>
              <dd className="font-semibold text-fg">
                <FieldValue field={field} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </WidgetContainer>
  );
}
