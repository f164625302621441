// The matrix's contradictions, one button each that selects the widget in the editor and moves the focus to it on
// the canvas; a role filter naming missing roles also offers to drop them.
import type { Contradiction, MatrixRow } from "../../../lib/layout/visibility-matrix";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { contradictionText } from "./matrix-texts";

export interface ContradictionListProps {
  contradictions: readonly Contradiction[];
  rowByKey: ReadonlyMap<string, MatrixRow>;
  labelOf(row: MatrixRow): string;
  headingLevel: 3 | 4;
  onJump(row: MatrixRow): void;
  onForgetRoles(row: MatrixRow): void;
}

const ITEM =
  "w-full rounded-control border border-border px-2 py-1 text-left text-sm hover:border-primary hover:bg-bg-hover focus-visible:outline-2 focus-visible:outline-focus";

export function ContradictionList({
  contradictions,
  rowByKey,
  labelOf,
  headingLevel,
  onJump,
  onForgetRoles,
}: ContradictionListProps) {
  const t = useT();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-visibility-contradictions>
      <Heading className="flex items-center gap-2 text-sm font-semibold text-fg-heading">
        {t("Contradictions")}{" "}
        <span
          className={
            contradictions.length > 0
              ? "rounded-full bg-warning-soft px-2 text-xs leading-5 text-fg"
              : "rounded-full bg-bg-subtle px-2 text-xs leading-5 text-fg-muted"
          }
        >
          <span className="sr-only">(</span>
          {contradictions.length}
          <span className="sr-only">)</span>
        </span>
      </Heading>
      {contradictions.length === 0 ? (
        <p className="mt-1 text-sm text-fg-muted">{t("No contradictions")}</p>
      ) : (
        <ul className="mt-1 flex list-none flex-col gap-1 p-0">
          {contradictions.map((item) => {
            const row = rowByKey.get(item.key);
            if (!row) return null;
            const name = labelOf(row);
            return (
              <li key={`${item.key}|${item.code}`} className="flex flex-col gap-1">
                <button type="button" className={ITEM} onClick={() => onJump(row)}>
                  <span className="block font-semibold text-fg-heading">{name}</span>{" "}
                  <span className="block text-fg">{contradictionText(item, t, locale)}</span>
                </button>
                {item.code === "unknownRole" ? (
                  <button
                    type="button"
                    className="self-start text-xs font-semibold text-primary underline hover:no-underline focus-visible:outline-2 focus-visible:outline-focus"
                    onClick={() => onForgetRoles(row)}
                  >
                    {t("Remove the missing roles from {name}", { name })}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
