// A widget that is not on screen for this device or viewer: a dashed box naming it and the rule that hides it.
import { cx } from "../../../ui/cx";

export function WidgetGhost({
  name,
  label,
  detail,
  tone,
}: {
  name: string;
  label: string;
  detail?: string;
  tone: "device" | "viewer" | "error";
}) {
  return (
    <div
      data-ghost={tone}
      className={cx(
        "my-2 rounded-box border-2 border-dashed px-3 py-3 text-sm",
        tone === "error" ? "border-danger/60 text-danger" : "border-border-strong bg-bg-subtle text-fg-muted",
      )}
    >
      <p className="font-semibold text-fg">{name}</p>
      <p>
        <span className="font-semibold">{label}</span>
        {detail ? <span>{` · ${detail}`}</span> : null}
      </p>
    </div>
  );
}
