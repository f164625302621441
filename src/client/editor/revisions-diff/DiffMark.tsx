// The canvas mark of a section or widget the current comparison found added, moved or changed since the older
// revision: a dashed outline around it and a badge naming what happened. Nothing while nothing is compared. It draws
// over the node without taking clicks; the change list in the Revisions panel is the same information in text.
import { Badge, type BadgeTone } from "../../../ui/Badge";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { type DiffMarkKind, useDiffMark } from "./diff-session";

const TONE: Record<DiffMarkKind, BadgeTone> = { added: "success", moved: "primary", changed: "warning" };
const OUTLINE: Record<DiffMarkKind, string> = {
  added: "outline-success",
  moved: "outline-primary",
  changed: "outline-warning",
};

export function DiffMark({ editorID }: { editorID: string }) {
  const t = useT();
  const kinds = useDiffMark(editorID);
  if (!kinds || kinds.length === 0) return null;
  const words: Record<DiffMarkKind, string> = { added: t("Added"), moved: t("Moved"), changed: t("Changed") };
  const first = kinds[0] as DiffMarkKind;
  return (
    <>
      <span
        aria-hidden="true"
        className={cx(
          "pointer-events-none absolute -inset-1 rounded-box outline-2 outline-dashed",
          OUTLINE[first],
        )}
      />
      <span
        className="pointer-events-none absolute -top-3 right-2 z-[2] flex gap-1"
        data-diff-mark={kinds.join(" ")}
      >
        {kinds.map((kind) => (
          <Badge key={kind} tone={TONE[kind]} className="shadow-card">
            {words[kind]}
          </Badge>
        ))}
      </span>
    </>
  );
}
