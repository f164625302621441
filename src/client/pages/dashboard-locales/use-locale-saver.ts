// Saves one control of the Languages table at a time (PATCH /locales/{id} with that one field): the control shows
// the value asked for until the server answers, then the saved locale (with a toast) or its old value and the
// server's message beside it. A control changed again before its answer came counts only its last request.
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { toast } from "../../../ui/toast-store";
import { type Locale, type LocalePatch, localeDisplayName, patchLocale } from "../../api/locales";
import { failureMessages } from "../dashboard/field-messages";
import { storeLocale } from "./store-locale";

export type LocaleField = keyof LocalePatch;
export type LocaleChange = { enabled: boolean } | { translationService: Locale["translationService"] };

export interface LocaleSaver {
  /** The locale as shown: its saved values with the changes still on their way. */
  shown(locale: Locale): Locale;
  errorsOf(localeID: number, field: LocaleField): string[] | undefined;
  change(locale: Locale, change: LocaleChange): void;
}

const controlKey = (localeID: number, field: LocaleField) => `${localeID}.${field}`;

function without<Value>(map: ReadonlyMap<string, Value>, key: string): Map<string, Value> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

export function useLocaleSaver(): LocaleSaver {
  const client = useQueryClient();
  const t = useT();
  const pageLocale = useLocale();
  const [pending, setPending] = useState<ReadonlyMap<string, LocaleChange>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, string[]>>(new Map());
  const tickets = useRef(new Map<string, number>());

  const change = (locale: Locale, patch: LocaleChange) => {
    const field: LocaleField = "enabled" in patch ? "enabled" : "translationService";
    const key = controlKey(locale.localeID, field);
    const ticket = (tickets.current.get(key) ?? 0) + 1;
    tickets.current.set(key, ticket);
    const isLatest = () => tickets.current.get(key) === ticket;
    setPending((map) => new Map(map).set(key, patch));
    setErrors((map) => without(map, key));
    patchLocale(locale.localeID, patch)
      .then(
        (saved) => {
          if (!isLatest()) return;
          storeLocale(client, saved);
          toast.success(t("{language} saved.", { language: localeDisplayName(saved, pageLocale) }));
        },
        (error: unknown) => {
          if (!isLatest()) return;
          const failure = failureMessages(error, t);
          const messages = failure.fields[field] ?? (failure.message ? [failure.message] : []);
          setErrors((map) => new Map(map).set(key, messages));
        },
      )
      .finally(() => {
        if (isLatest()) setPending((map) => without(map, key));
      });
  };

  return {
    shown: (locale) => ({
      ...locale,
      ...pending.get(controlKey(locale.localeID, "enabled")),
      ...pending.get(controlKey(locale.localeID, "translationService")),
    }),
    errorsOf: (localeID, field) => errors.get(controlKey(localeID, field)),
    change,
  };
}
