// Desktop / tablet / mobile / side by side: a radio group (arrow keys move between the options, as native radios
// do) bound to the store's device.
import { useId } from "react";
import { msg } from "../../../lib/i18n/msg";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { type EditorDevice, useEditor, useEditorStore } from "../store/editor-store";

const OPTIONS: ReadonlyArray<{ value: EditorDevice; label: string }> = [
  { value: "desktop", label: msg("Desktop") },
  { value: "tablet", label: msg("Tablet") },
  { value: "mobile", label: msg("Mobile") },
  { value: "all", label: msg("Side by side") },
];

export function DeviceSwitcher({ className }: { className?: string }) {
  const editor = useEditorStore();
  const t = useT();
  const device = useEditor((s) => s.device);
  const name = useId();
  return (
    <fieldset className={cx("flex items-center gap-1", className)}>
      <legend className="sr-only">{t("Preview device")}</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={cx(
            "cursor-pointer rounded-control border px-2.5 py-1 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus",
            device === option.value
              ? "border-primary bg-primary-soft text-primary"
              : "border-border-strong bg-bg text-fg hover:border-primary",
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={device === option.value}
            onChange={() => editor.getState().setDevice(option.value)}
            className="sr-only"
          />
          {t(option.label)}
        </label>
      ))}
    </fieldset>
  );
}
