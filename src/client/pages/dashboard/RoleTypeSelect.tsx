// What a role is built on: member, moderator, administrator (passes every check) or guest (signed-out visitors).
import { useId } from "react";
import { msg } from "../../../lib/i18n/msg";
import { useT } from "../../../ui/i18n/i18n-context";
import type { RoleDetail } from "../../api/roles";

export type RoleType = RoleDetail["type"];

const TYPES: { value: RoleType; label: string }[] = [
  { value: "member", label: msg("Member") },
  { value: "moderator", label: msg("Moderator") },
  { value: "administrator", label: msg("Administrator (passes every check)") },
  { value: "guest", label: msg("Guest (signed-out visitors)") },
];

export interface RoleTypeSelectProps {
  value: RoleType;
  onChange: (type: RoleType) => void;
  disabled?: boolean;
  errors?: string[];
}

export function RoleTypeSelect({ value, onChange, disabled, errors }: RoleTypeSelectProps) {
  const id = useId();
  const t = useT();
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg-heading">
        {t("Type")}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = TYPES.find((type) => type.value === event.target.value);
          if (next) onChange(next.value);
        }}
        className="h-9 rounded-control border border-border-strong bg-bg px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60"
      >
        {TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {t(type.label)}
          </option>
        ))}
      </select>
      {invalid ? (
        <div id={`${id}-error`} className="text-sm text-danger">
          {errors?.join(" ")}
        </div>
      ) : null}
    </div>
  );
}
