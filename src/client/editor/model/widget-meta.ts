// The widget schemas' x-widget metadata on the client, read from the generated schema index (plain JSON
// imports, no ajv): which keys are sections, where each widget may go, which keys are assets. The same source
// the server's validator reads, so both agree on placement and required assets.
import { widgetSchemaDocuments } from "../../../types/generated/widget-schema-index";
import type { JsonObject } from "./types";

export interface ClientWidgetMeta {
  hydrate: string[];
  component: string;
  name: string;
  group: string;
  sections?: string[];
  assets?: Record<string, { viewTypes: string[]; isRequired: boolean }>;
}

export interface ClientWidgetSchema {
  $id: string;
  title: string;
  description: string;
  "x-widget": ClientWidgetMeta;
  properties: Record<string, JsonObject>;
}

export const SECTION_PREFIX = "react.section.";
/** Nodes resolved to plain values before props are validated: they may stand in for any prop value. */
export const VALUE_NODES: ReadonlySet<string> = new Set(["param", "literal", "sprintf"]);
/** Keys of a widget node that are not props. `$editorID` only exists in the editor. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set([
  "$hydrate",
  "$middleware",
  "$fragmentImpls",
  "$reactTestID",
  "$editorID",
]);

/** Hydrate key → schema (one schema may serve several keys, e.g. a widget and its page asset). */
export const clientWidgetSchemas: ReadonlyMap<string, ClientWidgetSchema> = new Map(
  (widgetSchemaDocuments as ClientWidgetSchema[]).flatMap((schema) =>
    schema["x-widget"].hydrate.map((key) => [key, schema] as const),
  ),
);

export function isSectionKey(key: string): boolean {
  return clientWidgetSchemas.get(key)?.["x-widget"].group === "Sections";
}

/** "react.section.2-columns" → "2-columns" (the id widgets list in x-widget.sections). */
export function sectionShortID(sectionKey: string): string {
  return sectionKey.startsWith(SECTION_PREFIX) ? sectionKey.slice(SECTION_PREFIX.length) : sectionKey;
}

/** A node's props: every key but the reserved `$` ones. */
export function nodeProps(node: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(node).filter(([key]) => !RESERVED_KEYS.has(key)));
}
