// The translator's edits and what publishing them sends (spec 001 §4.9): an edit is a value that differs from the
// stored translation; a non-empty edit is an update, an edit emptied where a translation existed is a removal.
import type {
  MachineTranslation,
  Translation,
  TranslationChanges,
  TranslationProperty,
} from "../api/translations";

/** Edited values by translationPropertyKey; a key is absent while its input shows the stored translation. */
export type TranslationEdits = Readonly<Record<string, string>>;

/** The stored translations of the properties, by key (others of the same records are left out). */
export function storedTranslations(
  properties: readonly TranslationProperty[],
  translations: readonly Translation[] | undefined,
): ReadonlyMap<string, string> {
  const wanted = new Set(properties.map((property) => property.translationPropertyKey));
  const stored = new Map<string, string>();
  for (const translation of translations ?? []) {
    if (wanted.has(translation.translationPropertyKey))
      stored.set(translation.translationPropertyKey, translation.translation);
  }
  return stored;
}

/** What an input shows: its edit, else the stored translation, else nothing. */
export function shownValue(
  edits: TranslationEdits,
  stored: ReadonlyMap<string, string>,
  key: string,
): string {
  return edits[key] ?? stored.get(key) ?? "";
}

/** Records a typed value; typing the stored text back is no edit. */
export function withEdit(
  edits: TranslationEdits,
  stored: ReadonlyMap<string, string>,
  key: string,
  value: string,
): TranslationEdits {
  const { [key]: _previous, ...rest } = edits;
  return value === (stored.get(key) ?? "") ? rest : { ...rest, [key]: value };
}

const isBlank = (value: string) => value.trim() === "";

function record(property: TranslationProperty) {
  return {
    translationPropertyKey: property.translationPropertyKey,
    recordType: property.recordType,
    ...(property.recordID === undefined ? {} : { recordID: property.recordID }),
    ...(property.recordKey === undefined ? {} : { recordKey: property.recordKey }),
    propertyName: property.propertyName,
  };
}

export function translationChanges(
  properties: readonly TranslationProperty[],
  stored: ReadonlyMap<string, string>,
  edits: TranslationEdits,
  locale: string,
): TranslationChanges {
  const changes: TranslationChanges = { updates: [], removals: [] };
  for (const property of properties) {
    const edit = edits[property.translationPropertyKey];
    if (edit === undefined) continue;
    if (!isBlank(edit)) changes.updates.push({ ...record(property), locale, translation: edit });
    else if (stored.has(property.translationPropertyKey))
      changes.removals.push({ ...record(property), locale });
  }
  return changes;
}

/** The properties whose input is empty: what the machine service may fill in. */
export function emptyProperties(
  properties: readonly TranslationProperty[],
  stored: ReadonlyMap<string, string>,
  edits: TranslationEdits,
): TranslationProperty[] {
  return properties.filter((property) => isBlank(shownValue(edits, stored, property.translationPropertyKey)));
}

/** The service's suggestions as edits of the inputs still empty, cut to each input's maximum length. */
export function withSuggestions(
  edits: TranslationEdits,
  stored: ReadonlyMap<string, string>,
  properties: readonly TranslationProperty[],
  answer: MachineTranslation,
): TranslationEdits {
  const byKey = new Map(properties.map((property) => [property.translationPropertyKey, property]));
  let next = edits;
  for (const { translationPropertyKey: key, translation } of answer.translations) {
    const property = byKey.get(key);
    if (!property || isBlank(translation) || !isBlank(shownValue(next, stored, key))) continue;
    const maxLength = property.propertyValidation?.maxLength;
    next = withEdit(
      next,
      stored,
      key,
      maxLength === undefined ? translation : translation.slice(0, maxLength),
    );
  }
  return next;
}
