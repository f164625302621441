// A Problems panel heading with its count in a badge, read as "Problems (3)" by screen readers. Shared by the panel's
// own headings and the accessibility audit's (src/client/editor/audit/AuditWarnings.tsx).
import type { ReactNode } from "react";
import { cx } from "../../../ui/cx";

const WARNING_BADGE = "bg-warning-soft text-fg";

export function CountedHeading({
  as: Heading,
  id,
  count,
  className = "text-sm",
  badgeClassName = WARNING_BADGE,
  children,
}: {
  as: "h2" | "h3" | "h4" | "h5";
  id?: string;
  count: number;
  /** Size; a warning group's by default. */
  className?: string;
  /** The badge's colours; a warning's by default. */
  badgeClassName?: string;
  children: ReactNode;
}) {
  return (
    <Heading id={id} className={cx("flex items-center gap-2 font-semibold text-fg-heading", className)}>
      {children}{" "}
      <span className={cx("rounded-full px-2 text-xs leading-5", badgeClassName)}>
        <span className="sr-only">(</span>
        {count}
        <span className="sr-only">)</span>
      </span>
    </Heading>
  );
}
