// The translator's data and edits (spec 001 §4.9, §5): the enabled locales (a target is any but the source,
// English), the roles when roles are translated (their current names are the source text), the chosen locale's
// stored translations, the edits over them, publishing and the machine service's pre-fill.
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { SOURCE_LOCALE } from "../../lib/i18n/locales";
import { type Locale, useLocales } from "../api/locales";
import {
  machineTranslationRequest,
  type TranslationProperty,
  translationListQuery,
  translatorRolesQuery,
  useMachineTranslationMutation,
  useSaveTranslationsMutation,
  useTranslations,
} from "../api/translations";
import {
  emptyProperties,
  storedTranslations,
  type TranslationEdits,
  translationChanges,
  withEdit,
  withSuggestions,
} from "./translation-edits";

/** What the translator can show before its form: each is a state of its own (spec 001 §5, §8). */
export type TranslatorStatus =
  | "no-properties"
  | "mixed-record-types"
  | "loading"
  | "error"
  | "no-locales"
  | "ready";

const NO_EDITS: TranslationEdits = {};

/** Role properties show the role's current name: it may have been renamed since the page was drawn. */
function withRoleNames(
  properties: readonly TranslationProperty[],
  roles: readonly { roleID: number; name: string }[] | undefined,
): readonly TranslationProperty[] {
  if (!roles) return properties;
  const names = new Map(roles.map((role) => [role.roleID, role.name]));
  return properties.map((property) => {
    const name = property.propertyName === "name" ? names.get(property.recordID ?? -1) : undefined;
    return name ? { ...property, sourceText: name } : property;
  });
}

export interface TranslatorOptions {
  properties: readonly TranslationProperty[];
  resource: string;
  /** The page's language: the locale chosen first when it is a target. */
  pageLocale: string;
  /** Called after a successful publish (the success toast). */
  onPublished(): void;
}

export function useTranslator({ properties: given, resource, pageLocale, onPublished }: TranslatorOptions) {
  const recordTypes = new Set(given.map((property) => property.recordType));
  const valid = given.length > 0 && recordTypes.size === 1;
  const roles = useQuery({ ...translatorRolesQuery(), enabled: valid && recordTypes.has("role") });
  const locales = useLocales(valid);
  const targets = useMemo(
    () => (locales.data ?? []).filter((locale) => locale.localeKey !== SOURCE_LOCALE),
    [locales.data],
  );
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const source = locales.data?.find((entry) => entry.localeKey === SOURCE_LOCALE);
  const locale: Locale | undefined =
    targets.find((target) => target.localeKey === chosenKey) ??
    targets.find((target) => target.localeKey === pageLocale) ??
    targets[0];
  const enoughLocales = (locales.data?.length ?? 0) >= 2 && locale !== undefined;

  const properties = useMemo(() => withRoleNames(given, roles.data), [given, roles.data]);
  const translations = useTranslations(
    resource,
    translationListQuery(properties, locale?.localeKey ?? SOURCE_LOCALE),
    valid && enoughLocales,
  );
  const stored = useMemo(
    () => storedTranslations(properties, translations.data),
    [properties, translations.data],
  );
  const [edits, setEdits] = useState<TranslationEdits>(NO_EDITS);
  const save = useSaveTranslationsMutation(resource);
  const machine = useMachineTranslationMutation(resource);

  const rolesLoading = recordTypes.has("role") && roles.isPending;
  const status: TranslatorStatus =
    given.length === 0
      ? "no-properties"
      : !valid
        ? "mixed-record-types"
        : locales.isError || roles.isError
          ? "error"
          : locales.isPending || rolesLoading
            ? "loading"
            : enoughLocales
              ? "ready"
              : "no-locales";

  /** Drops the edits and any earlier failure: after a publish, a discarded form or another locale. */
  function reset() {
    setEdits(NO_EDITS);
    save.reset();
    machine.reset();
  }

  return {
    status,
    /** The failure behind status "error". */
    loadError: locales.error ?? roles.error,
    /** The source locale's record (its display names), when it is enabled. */
    source,
    targets,
    locale,
    properties,
    translations,
    stored,
    edits,
    dirty: Object.keys(edits).length > 0,
    save,
    machine,
    setValue(key: string, value: string) {
      setEdits((current) => withEdit(current, stored, key, value));
    },
    chooseLocale(localeKey: string) {
      reset();
      setChosenKey(localeKey);
    },
    discard: reset,
    /** Sends the edits; resolves once the lists are read again, so the cleared form shows what was stored. */
    async publish() {
      if (!locale) return;
      const changes = translationChanges(properties, stored, edits, locale.localeKey);
      if (changes.updates.length === 0 && changes.removals.length === 0) {
        setEdits(NO_EDITS);
        return;
      }
      machine.reset();
      try {
        await save.mutateAsync(changes);
      } catch {
        return; // Shown from save.error.
      }
      setEdits(NO_EDITS);
      onPublished();
    },
    /** Fills the empty inputs with the service's suggestions, as edits (nothing is stored until published). */
    async fill() {
      const request =
        locale && machineTranslationRequest(locale.localeKey, emptyProperties(properties, stored, edits));
      if (!request) return;
      save.reset();
      try {
        const answer = await machine.mutateAsync(request);
        setEdits((current) => withSuggestions(current, stored, properties, answer));
      } catch {
        // Shown from machine.error.
      }
    },
  };
}

export type TranslatorState = ReturnType<typeof useTranslator>;
