// The widget schemas' x-widget metadata on the client, read from the generated schema index (plain JSON
// imports, no ajv): which keys are sections, where each widget may go, which keys are assets. The same source
// the server's validator reads, so both agree on placement and required assets.
import { widgetSchemaDocuments } from "../../../types/generated/widget-schema-index";

// Placement and reserved keys are the document rules' own (shared with the server).
export {
  isSectionKey,
  nodeProps,
  sectionShortID,
  VALUE_NODES,
} from "../../../lib/layout/validate-document";

import type { JsonObject } from "./types";

interface ClientWidgetMeta {
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

/** Hydrate key → schema (one schema may serve several keys, e.g. a widget and its page asset). */
export const clientWidgetSchemas: ReadonlyMap<string, ClientWidgetSchema> = new Map(
  (widgetSchemaDocuments as ClientWidgetSchema[]).flatMap((schema) =>
    schema["x-widget"].hydrate.map((key) => [key, schema] as const),
  ),
);
