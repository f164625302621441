// Form state shared by the sign-in and registration pages: errors by field (from client checks or the API's error
// body, docs/reference/errors.md#error-body) and a form-level message; after a failed submit, focus goes to the first
// invalid field. The API's messages arrive in the page's language; only the client's own need translating.
import { useCallback, useEffect, useRef, useState } from "react";
import { type TranslateFn, useT } from "../../ui/i18n/i18n-context";
import { ApiError } from "../api/errors";

export type FieldErrors<F extends string> = Partial<Record<F, string[]>>;

export interface FormFailure<F extends string> {
  fields: FieldErrors<F>;
  message: string | null;
  description: string | null;
}

const NONE = { fields: {}, message: null, description: null };

const hasKey = <F extends string>(fields: readonly F[], key: string): key is F =>
  (fields as readonly string[]).includes(key);

/** Without a translator the client's own messages stay in English (the source text). */
const sourceText: TranslateFn = (key) => key;

/** Splits an error into errors on this form's fields and a message for the rest. */
export function failureFromError<F extends string>(
  error: unknown,
  fields: readonly F[],
  t: TranslateFn = sourceText,
): FormFailure<F> {
  if (!(error instanceof ApiError)) {
    return {
      fields: {},
      message: t("Could not reach the server."),
      description: t("Check your connection and try again."),
    };
  }
  const found: FieldErrors<F> = {};
  const other: string[] = [];
  for (const [field, list] of Object.entries(error.errors ?? {})) {
    const messages = (list ?? []).map((item) => item.message);
    if (hasKey(fields, field)) found[field] = messages;
    else other.push(...messages);
  }
  // The body's message repeats its first field error: show it on its own only when no field shows it.
  const onFields = Object.keys(found).length > 0;
  if (onFields && other.length === 0) return { fields: found, message: null, description: null };
  return {
    fields: found,
    message: onFields ? other.join(" ") : error.message,
    description: onFields ? null : (error.description ?? null),
  };
}

export function useFormFailure<F extends string>(fields: readonly F[]) {
  const t = useT();
  const [failure, setFailure] = useState<FormFailure<F>>(NONE);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [attempts]);

  const fail = useCallback((next: FormFailure<F>) => {
    setFailure(next);
    setAttempts((count) => count + 1);
  }, []);

  return {
    failure,
    formRef,
    /** Shows client-side check results; false when there were none. */
    failFields: (found: FieldErrors<F>): boolean => {
      if (Object.keys(found).length === 0) return false;
      fail({ fields: found, message: null, description: null });
      return true;
    },
    failWith: (error: unknown) => fail(failureFromError(error, fields, t)),
    clear: () => setFailure(NONE),
    /** Editing a field clears its error. */
    clearField: (field: F) =>
      setFailure((current) =>
        current.fields[field] ? { ...current, fields: { ...current.fields, [field]: undefined } } : current,
      ),
  };
}

/** A form field's value as a string. */
export function formValue(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}
