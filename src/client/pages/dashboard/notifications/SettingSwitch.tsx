// A site-wide on/off setting: a checkbox announced as a switch, its label and what it does, and its failed save.
import { useId } from "react";
import { FieldMessages } from "./FieldMessages";

export interface SettingSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  errors?: readonly string[];
  onChange(checked: boolean): void;
}

export function SettingSwitch({ label, description, checked, errors, onChange }: SettingSwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const failed = (errors?.length ?? 0) > 0;
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-fg-heading">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          aria-describedby={failed ? `${descriptionId} ${errorId}` : descriptionId}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="size-4 shrink-0 cursor-pointer accent-primary"
        />
        {label}
      </label>
      <p id={descriptionId} className="pl-6 text-xs text-fg-muted">
        {description}
      </p>
      {failed ? <FieldMessages id={errorId} messages={errors ?? []} /> : null}
    </div>
  );
}
