// A guide's table of contents (docs/reference/layout-widgets.md#widgets react.guide-toc): its articles in reading
// order under their chapters, indented by depth, the page's article marked (aria-current).
import type { GuideTocHydrated } from "../../src/types/generated/widgets/hydrated/guide-toc";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

type Entry = GuideTocHydrated["entries"][number];

function indent(entry: Entry) {
  return { paddingInlineStart: `${(entry.depth - 1) * 0.75}rem` };
}

function EntryLine({ entry, current }: { entry: Entry; current: boolean }) {
  if (entry.kind === "category") {
    return (
      <span className="mt-2 block px-2 pt-1 text-xs font-semibold tracking-wider text-fg-muted uppercase">
        {entry.name}
      </span>
    );
  }
  return (
    <AppLink
      to={entry.url}
      aria-current={current ? "page" : undefined}
      className={cx(
        "block rounded-control px-2 py-1.5 text-sm hover:bg-bg-hover hover:text-primary",
        current ? "bg-bg-hover font-semibold text-fg-heading" : "text-fg",
      )}
    >
      {entry.name}
    </AppLink>
  );
}

export default function GuideTableOfContents(props: GuideTocHydrated) {
  const t = useT();
  const i18n = useI18n();
  const title = props.titleType === "none" ? "" : i18n.text(props.title);
  return (
    <WidgetContainer
      title={title}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.descriptionType === "none" ? "" : i18n.text(props.description)}
      containerOptions={props.containerOptions}
    >
      <nav aria-label={t("Table of contents")} data-widget="guide-toc">
        <ol className="flex flex-col gap-0.5">
          {props.entries.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`} style={indent(entry)}>
              <EntryLine
                entry={entry}
                current={entry.kind === "article" && entry.id === props.currentArticleID}
              />
            </li>
          ))}
        </ol>
      </nav>
    </WidgetContainer>
  );
}
