// A guide's previous and next articles (docs/reference/layout-widgets.md#widgets react.guide-pager): two links in
// reading order, each naming its article; the first article has no previous, the last no next.
import type { GuidePagerHydrated } from "../../src/types/generated/widgets/hydrated/guide-pager";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { Icon } from "../../src/ui/Icon";
import { useT } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

type Entry = NonNullable<GuidePagerHydrated["next"]>;

function Step({ entry, direction }: { entry: Entry; direction: "previous" | "next" }) {
  const t = useT();
  const next = direction === "next";
  return (
    <AppLink
      to={entry.url}
      rel={next ? "next" : "prev"}
      className={cx(
        "group flex min-w-0 flex-1 items-center gap-3 rounded-box border border-border bg-bg p-3 hover:border-primary",
        next ? "justify-end text-end sm:col-start-2" : "text-start",
      )}
    >
      {next ? null : (
        <Icon name="chevronLeft" size={20} className="shrink-0 text-fg-muted rtl:-scale-x-100" />
      )}
      <span className="min-w-0">
        <span className="block text-xs text-fg-muted">{next ? t("Next") : t("Previous")}</span>
        <span className="block font-semibold break-words text-fg-heading group-hover:text-primary">
          {entry.name}
        </span>
      </span>
      {next ? (
        <Icon name="chevronRight" size={20} className="shrink-0 text-fg-muted rtl:-scale-x-100" />
      ) : null}
    </AppLink>
  );
}

export default function GuidePager(props: GuidePagerHydrated) {
  const t = useT();
  return (
    <WidgetContainer containerOptions={props.containerOptions}>
      <nav aria-label={t("Guide")} data-widget="guide-pager" className="grid gap-3 sm:grid-cols-2">
        {props.previous ? <Step entry={props.previous} direction="previous" /> : null}
        {props.next ? <Step entry={props.next} direction="next" /> : null}
      </nav>
    </WidgetContainer>
  );
}
