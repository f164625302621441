// A native checkbox with its label beside it; the whole label is the click target.
import type { InputHTMLAttributes } from "react";
import { cx } from "./cx";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  label: string;
}

export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={cx("inline-flex cursor-pointer items-center gap-2 text-sm text-fg", className)}>
      <input type="checkbox" className="size-4 shrink-0 cursor-pointer accent-primary" {...input} />
      {label}
    </label>
  );
}
