// The password of a member an admin adds (docs/reference/ui-behaviour.md#generated-passwords): typed, or made by
// "Generate password" (12 characters, src/lib/generate-password.ts, from crypto.getRandomValues). A generated one is
// shown so the admin can pass it on, with a Copy button; Show/Hide toggles any password's visibility.
import { useState } from "react";
import { generatePassword } from "../../../lib/generate-password";
import { Button } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import { TextField } from "../../../ui/TextField";

export interface GeneratedPasswordFieldProps {
  value: string;
  onChange(value: string): void;
  errors?: string[] | undefined;
  /** Shown from the start (stories). */
  defaultVisible?: boolean;
}

const browserRandom = (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes);

export function GeneratedPasswordField({
  value,
  onChange,
  errors,
  defaultVisible = false,
}: GeneratedPasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(defaultVisible);
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={t("Password")}
        type={visible ? "text" : "password"}
        autoComplete="new-password"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          setCopied(false);
          onChange(event.target.value);
        }}
        required
        minLength={8}
        maxLength={500}
        hint={t("At least 8 characters. Generate one to pass on to the new member.")}
        errors={errors}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => {
            onChange(generatePassword(browserRandom));
            setVisible(true);
            setCopied(false);
          }}
        >
          {t("Generate password")}
        </Button>
        <Button size="sm" variant="text" aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {t("Show password")}
        </Button>
        {value && navigatorCanCopy() ? (
          <Button
            size="sm"
            variant="text"
            onClick={() => {
              void navigator.clipboard.writeText(value).then(() => setCopied(true));
            }}
          >
            {t("Copy password")}
          </Button>
        ) : null}
        <span className="text-sm text-success" role="status">
          {copied ? t("Password copied.") : ""}
        </span>
      </div>
    </div>
  );
}

function navigatorCanCopy(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.clipboard?.writeText === "function";
}
