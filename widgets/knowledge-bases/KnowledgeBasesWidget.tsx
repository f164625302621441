// Knowledge Bases (docs/reference/layout-widgets.md#widgets react.knowledge-bases): the knowledge bases the viewer
// may read, as tiles or rows, each with its icon (or its initial), name, description and counts, linking to it.
import { formatCompactNumber } from "../../src/lib/format-number";
import type { KnowledgeBase } from "../../src/types/generated/api/knowledge-base";
import type { KnowledgeBasesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/knowledge-bases";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { useI18n, useLocale, useT } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

const COLUMNS: Record<number, string> = {
  1: "",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

function BaseIcon({ base }: { base: KnowledgeBase }) {
  // The icon is decoration: the name beside it says the same.
  if (base.icon) {
    return <img src={base.icon} alt="" width={40} height={40} className="size-10 shrink-0 rounded-control" />;
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-primary text-lg font-bold text-primary-contrast"
    >
      {base.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

function Counts({ base }: { base: KnowledgeBase }) {
  const t = useT();
  const locale = useLocale();
  const articles = t("{count, plural, one {{number} article} other {{number} articles}}", {
    count: base.countArticles,
    number: formatCompactNumber(base.countArticles, locale),
  });
  const categories =
    base.viewType === "helpCenter" && base.countCategories > 0
      ? t("{count, plural, one {{number} category} other {{number} categories}}", {
          count: base.countCategories,
          number: formatCompactNumber(base.countCategories, locale),
        })
      : "";
  return (
    <p className="mt-2 flex flex-wrap gap-x-2 text-xs text-fg-muted">
      <span>{articles}</span>
      {categories ? (
        <>
          <span aria-hidden="true">·</span>
          <span>{categories}</span>
        </>
      ) : null}
    </p>
  );
}

function BaseItem({ base, props }: { base: KnowledgeBase; props: KnowledgeBasesWidgetHydrated }) {
  const t = useT();
  const grid = props.displayType === "grid";
  return (
    <li
      className={cx(
        "relative flex gap-3",
        grid ? "rounded-box border border-border bg-bg p-4 hover:border-primary" : "py-3",
      )}
    >
      {props.display.icon ? <BaseIcon base={base} /> : null}
      <div className="min-w-0 flex-1">
        <h3 className="text-base leading-snug font-semibold">
          <AppLink
            to={base.url}
            className="text-fg-heading after:absolute after:inset-0 hover:text-primary hover:underline underline-offset-2"
          >
            {base.name}
          </AppLink>
        </h3>
        <p className="text-xs text-fg-muted">{base.viewType === "guide" ? t("Guide") : t("Help Center")}</p>
        {props.display.description && base.description ? (
          <p className="mt-1.5 line-clamp-3 text-sm text-fg">{base.description}</p>
        ) : null}
        {props.display.counts ? <Counts base={base} /> : null}
      </div>
    </li>
  );
}

export default function KnowledgeBasesWidget(props: KnowledgeBasesWidgetHydrated) {
  const i18n = useI18n();
  // The author's own texts, or the schema's default (a catalogue key).
  const title = props.titleType === "none" ? "" : i18n.text(props.title);
  const grid = props.displayType === "grid";
  return (
    <WidgetContainer
      title={title}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.descriptionType === "none" ? "" : i18n.text(props.description)}
      containerOptions={props.containerOptions}
    >
      <ul
        data-widget="knowledge-bases"
        className={cx(grid ? `grid gap-4 ${COLUMNS[props.maxColumnCount] ?? ""}` : "divide-y divide-border")}
      >
        {props.knowledgeBases.map((base) => (
          <BaseItem key={base.knowledgeBaseID} base={base} props={props} />
        ))}
      </ul>
    </WidgetContainer>
  );
}
