// The semantic diff's changes in words (docs/reference/layout-documents.md#semantic-diff): "Recent Posts moved from
// section 2, secondary column, position 1 to section 1, main column, position 3", and each changed field as
// "apiParams.limit: 10 → 20". Said with the caller's translator: the API's in the request's language, the editor's
// in the page's. Region names follow the editor's (main column, left column (top), …).
import { msg } from "../i18n/msg";
import type { MessageValues } from "../i18n/translator";
import type { FieldChange, LayoutChange, NodePlace } from "./semantic-diff";

export type Translate = (key: string, values?: MessageValues) => string;

export interface DiffWordsOptions {
  t: Translate;
  /** A widget's or section's name for people, by $hydrate (the catalogue's, in the same language). */
  nodeName(hydrate: string): string;
}

const COLUMNS: Record<string, string> = {
  main: msg("main column"),
  secondary: msg("secondary column"),
  left: msg("left column"),
  middle: msg("middle column"),
  right: msg("right column"),
};

/** A region's name: "main column", "left column (top)", "breadcrumbs" (the editor's words for the same keys). */
export function regionWords(sectionType: string, region: string, t: Translate): string {
  if (region === "breadcrumbs") return t("breadcrumbs");
  if (region === "children")
    return sectionType === "react.section.full-width" ? t("full width") : t("column");
  const match = /^(main|secondary|left|middle|right)(Top|Bottom)?$/.exec(region);
  const column = match?.[1] ? COLUMNS[match[1]] : undefined;
  if (!column) return region;
  return match?.[2] === "Top" ? t("{column} (top)", { column: t(column) }) : t(column);
}

/** "section 2, secondary column, position 1" (a widget) or "position 2" (a section). */
export function placeWords(place: NodePlace, t: Translate): string {
  if (place.region === null || place.index === null)
    return t("position {position}", { position: place.section + 1 });
  return t("section {section}, {region}, position {position}", {
    section: place.section + 1,
    region: regionWords(place.sectionType, place.region, t),
    position: place.index + 1,
  });
}

const MAX_VALUE = 60;

/** A setting's value, short: strings quoted, the rest as JSON, cut at 60 characters. */
export function valueWords(value: unknown): string {
  const text = typeof value === "string" ? `“${value}”` : (JSON.stringify(value) ?? "null");
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** "apiParams.limit: 10 → 20", "visibility.device set to “mobile”", "title removed (was “Hi”)". */
export function fieldWords(field: FieldChange, t: Translate): string {
  if (field.op === "added")
    return t("{field} set to {value}", { field: field.field, value: valueWords(field.to) });
  if (field.op === "removed")
    return t("{field} removed (was {value})", { field: field.field, value: valueWords(field.from) });
  return t("{field}: {from} → {to}", {
    field: field.field,
    from: valueWords(field.from),
    to: valueWords(field.to),
  });
}

/** What to call the changed node: its static title, else its type's name. */
export function changeName(change: LayoutChange, options: DiffWordsOptions): string {
  if (change.title) return change.title;
  return change.hydrate ? options.nodeName(change.hydrate) : "";
}

/** One sentence for a change. */
export function changeSummary(change: LayoutChange, options: DiffWordsOptions): string {
  const { t } = options;
  const name = changeName(change, options);
  const from = change.from;
  const to = change.to;
  const count = change.fields.length;
  const section = ((to ?? from)?.section ?? 0) + 1;
  switch (change.kind) {
    case "nameChanged":
      return t("Layout renamed from {from} to {to}", {
        from: valueWords(change.fields[0]?.from),
        to: valueWords(change.fields[0]?.to),
      });
    case "titleBarChanged":
      return t("Title bar: {count, plural, one {# setting changed} other {# settings changed}}", { count });
    case "sectionAdded":
      return t("Section {section} ({name}) added", { section, name });
    case "sectionRemoved":
      return t("Section {section} ({name}) removed", { section, name });
    case "sectionMoved":
      return t("Section {name} moved from position {from} to position {to}", {
        name,
        from: (from?.section ?? 0) + 1,
        to: (to?.section ?? 0) + 1,
      });
    case "sectionPropsChanged":
      return t(
        "Section {section} ({name}): {count, plural, one {# setting changed} other {# settings changed}}",
        {
          section,
          name,
          count,
        },
      );
    case "sectionVisibilityChanged":
      return t("Section {section} ({name}): visibility rules changed", { section, name });
    case "widgetAdded":
      return t("{name} added in {place}", { name, place: to ? placeWords(to, t) : "" });
    case "widgetRemoved":
      return t("{name} removed from {place}", { name, place: from ? placeWords(from, t) : "" });
    case "widgetMoved":
      return t("{name} moved from {from} to {to}", {
        name,
        from: from ? placeWords(from, t) : "",
        to: to ? placeWords(to, t) : "",
      });
    case "widgetPropsChanged":
      return t("{name}: {count, plural, one {# setting changed} other {# settings changed}}", {
        name,
        count,
      });
    case "widgetVisibilityChanged":
      return t("{name}: visibility rules changed", { name });
  }
}

/** The lines under a summary: each field, or the widgets a section brought or took with it. */
export function changeDetails(change: LayoutChange, options: DiffWordsOptions): string[] {
  if (change.kind === "nameChanged") return [];
  if (change.kind === "sectionAdded" || change.kind === "sectionRemoved")
    return change.widgets.length === 0
      ? []
      : [options.t("With {widgets}", { widgets: change.widgets.map(options.nodeName).join(", ") })];
  return change.fields.map((field) => fieldWords(field, options.t));
}
