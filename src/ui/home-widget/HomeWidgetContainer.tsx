// The frame of a home widget (docs/reference/layout-widgets.md#building-blocks containerOptions): heading, subtitle,
// description, "View All" link, border type (none, border, separator, shadow), backgrounds, header alignment, maximum
// width and where grid items sit in an unfilled row.
import { type ReactNode, useId } from "react";
import type { ContainerOptions } from "../../types/generated/widgets/common/container-options";
import { AppLink } from "../AppLink";
import { backgroundStyle, hasBackground } from "../background";
import { cx } from "../cx";
import { Icon } from "../Icon";
import { useI18n } from "../i18n/i18n-context";
import { ContentAlignmentContext } from "./content-alignment";

export interface WidgetContainerProps {
  title?: string;
  subtitle?: string;
  description?: string;
  containerOptions?: ContainerOptions;
  /** Heading level for the title; widgets in a page use h2. */
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
}

const BORDERS: Record<ContainerOptions["borderType"], string> = {
  none: "",
  border: "rounded-box border border-border bg-bg p-4 sm:p-5",
  shadow: "rounded-box bg-bg p-4 shadow-card sm:p-5",
  separator: "border-t border-border pt-5",
};

export function WidgetContainer({
  title,
  subtitle,
  description,
  containerOptions,
  headingLevel = 2,
  className,
  children,
}: WidgetContainerProps) {
  const headingId = useId();
  const options = containerOptions;
  const viewAll = options?.viewAll?.showViewAll && options.viewAll.to ? options.viewAll : null;
  const centered = options?.headerAlignment === "center";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hasHeader = Boolean(title || subtitle || description || (viewAll && viewAll.position !== "bottom"));
  // visualBackgroundType picks one of the two backgrounds; unset paints both.
  const outer = options?.visualBackgroundType === "inner" ? undefined : options?.outerBackground;
  const inner = options?.visualBackgroundType === "outer" ? undefined : options?.innerBackground;
  // A narrower widget stays centred in its column.
  const width = options?.maxWidth ? { maxWidth: `${options.maxWidth}px`, marginInline: "auto" } : {};
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cx("my-6 first:mt-0", hasBackground(outer) && "rounded-box px-4 py-5 sm:px-6", className)}
      style={{ ...backgroundStyle(outer), ...width }}
    >
      {hasHeader ? (
        <header
          className={cx(
            "mb-4 flex flex-wrap gap-x-4 gap-y-1",
            // One alignment class only: with both, the stylesheet's order (not the author's) would decide.
            centered ? "flex-col items-center text-center" : "items-end",
          )}
        >
          <div className="min-w-0 flex-1">
            {subtitle ? (
              <p className="mb-1 text-xs font-semibold tracking-wider text-fg-muted uppercase">{subtitle}</p>
            ) : null}
            {title ? (
              <Heading id={headingId} className="text-xl font-bold tracking-tight">
                {title}
              </Heading>
            ) : null}
            {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
          </div>
          {viewAll && viewAll.position !== "bottom" ? (
            <ViewAllLink to={viewAll.to ?? "/"} name={viewAll.name} />
          ) : null}
        </header>
      ) : null}
      <div className={cx(BORDERS[options?.borderType ?? "none"])} style={backgroundStyle(inner)}>
        <ContentAlignmentContext value={options?.contentAlignment ?? "flex-start"}>
          {children}
        </ContentAlignmentContext>
      </div>
      {viewAll && viewAll.position === "bottom" ? (
        <div className={cx("mt-4 flex", centered ? "justify-center" : "justify-end")}>
          <ViewAllLink to={viewAll.to ?? "/"} name={viewAll.name} />
        </div>
      ) : null}
    </section>
  );
}

function ViewAllLink({ to, name }: { to: string; name: string }) {
  const i18n = useI18n();
  return (
    <AppLink
      to={to}
      className="inline-flex items-center gap-1 rounded-control text-sm font-semibold text-primary hover:underline underline-offset-2"
    >
      {name ? i18n.text(name) : i18n.t("View All")}
      <Icon name="chevronRight" size={14} className="rtl:-scale-x-100" />
    </AppLink>
  );
}

/**
 * The same container under its spec name.
 * @alias WidgetContainer
 */
export const HomeWidgetContainer = WidgetContainer;
