// GET /layouts/schema (docs/reference/layout-widgets.md#document-schema): one self-contained draft-07 JSON Schema for
// a whole layout document, built from schemas/: `$defs` has one entry per widget hydrate key and one per group
// (section, widget, value). "Hydrateable": a widget prop may also be a param/literal/sprintf node. Editors point
// `$schema` at it. With a view type, the view type's required assets must be in the layout (`allOf` of `contains`,
// listed in x-requiredAssets).
import middlewareSchema from "../../../schemas/layout/middleware.schema.json";
import { widgetSchemas } from "../../lib/layout/widget-schemas";
import { commonWidgetSchemaDocuments } from "../../types/generated/widget-schema-index";
import { isSectionKey, SECTION_PREFIX, sectionRegions } from "./validate-document";
import { knownViewTypes } from "./views";

type JsonObject = Record<string, unknown>;

const ROOT_ID = "https://quorum.local/schemas/layout/document.schema.json";
const WIDGETS_BASE = "https://quorum.local/schemas/widgets/";
const VALUE_NODE_REF = "#/$defs/value";

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Relative refs of a widget schema made absolute, so they still resolve once the widget's $id is gone. */
export function absoluteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key === "$ref" && typeof child === "string" && !child.startsWith("#") && !child.includes("://")
        ? new URL(child, WIDGETS_BASE).toString()
        : absoluteRefs(child);
  }
  return out;
}

/** Lets every property (at any depth of inline objects and arrays) also be a value node. */
function hydrateable(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out: JsonObject = { ...schema };
  if (isObject(schema.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, prop]) => [
        key,
        { anyOf: [hydrateable(prop), { $ref: VALUE_NODE_REF }] },
      ]),
    );
  }
  if (isObject(schema.items)) out.items = hydrateable(schema.items);
  return out;
}

function widgetDef(key: string): JsonObject {
  const schema = widgetSchemas.get(key);
  if (!schema) throw new Error(`No widget schema for ${key}.`);
  const {
    $id: _id,
    $schema: _schema,
    examples: _examples,
    "x-widget": meta,
    ...rest
  } = schema as unknown as JsonObject;
  const props = hydrateable(absoluteRefs(rest)) as JsonObject;
  const properties: JsonObject = { ...(isObject(props.properties) ? props.properties : {}) };
  if (isSectionKey(key)) {
    const sectionID = key.slice(SECTION_PREFIX.length);
    for (const region of sectionRegions(schema)) {
      properties[region] = { type: "array", items: { $ref: `#/$defs/in-section.${sectionID}` } };
    }
  }
  return {
    ...props,
    description: typeof props.description === "string" ? props.description : (meta as { name: string }).name,
    required: ["$hydrate", ...(Array.isArray(props.required) ? props.required : [])],
    properties: {
      $hydrate: { const: key },
      $middleware: { $ref: middlewareSchema.$id },
      $fragmentImpls: { type: "object" },
      $reactTestID: { type: "string" },
      ...properties,
    },
  };
}

/** A node of one of these keys. Dispatching on $hydrate (if/then rather than oneOf) makes errors name the
 * node's own schema instead of every alternative. */
function nodeOfKeys(keys: string[]): JsonObject {
  return {
    type: "object",
    required: ["$hydrate"],
    properties: { $hydrate: { enum: keys } },
    allOf: keys.map((key) => ({
      if: { properties: { $hydrate: { const: key } }, required: ["$hydrate"] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, not a thenable.
      then: { $ref: `#/$defs/${key}` },
    })),
  };
}

/** Which widgets each kind of section accepts (x-widget.sections; assets only in their view types). */
function sectionGroups(layoutViewType: string | null, keys: string[]): JsonObject {
  const groups: JsonObject = {};
  for (const key of keys.filter(isSectionKey)) {
    const sectionID = key.slice(SECTION_PREFIX.length);
    const allowed = keys.filter((widgetKey) => {
      const meta = widgetSchemas.get(widgetKey)?.["x-widget"];
      const asset = meta?.assets?.[widgetKey];
      if (asset && layoutViewType && !asset.viewTypes.includes(layoutViewType)) return false;
      return (meta?.sections ?? []).includes(sectionID);
    });
    groups[`in-section.${sectionID}`] = allowed.length > 0 ? nodeOfKeys(allowed) : { not: {} };
  }
  return groups;
}

/** The hydrate keys a layout of the view type must hold (x-widget.assets with isRequired), in catalogue order. */
function requiredAssetKeys(layoutViewType: string): string[] {
  return [...widgetSchemas].flatMap(([key, schema]) => {
    const asset = schema["x-widget"].assets?.[key];
    return asset?.isRequired && asset.viewTypes.includes(layoutViewType) ? [key] : [];
  });
}

/**
 * "The layout holds this asset", exactly: widgets only live in a section's regions (layout → section → region →
 * widget), so it is `contains` a section with some region that `contains` the asset's node.
 */
function holdsAsset(key: string, regions: string[]): JsonObject {
  const node = { type: "object", required: ["$hydrate"], properties: { $hydrate: { const: key } } };
  return {
    // i18n-exempt: JSON Schema documentation, not shown to people
    description: `The layout must contain the required widget ${key}.`,
    required: ["layout"],
    properties: {
      layout: {
        contains: {
          anyOf: regions.map((region) => ({
            required: [region],
            properties: { [region]: { type: "array", contains: node } },
          })),
        },
      },
    },
  };
}

/** Every region name of every section (a section without that region simply never matches it). */
function allRegions(): string[] {
  const regions = new Set<string>();
  for (const [key, schema] of widgetSchemas) {
    if (isSectionKey(key)) for (const region of sectionRegions(schema)) regions.add(region);
  }
  return [...regions];
}

function requiredAssetRules(layoutViewType: string | null): JsonObject {
  const keys = layoutViewType ? requiredAssetKeys(layoutViewType) : [];
  if (keys.length === 0) return {};
  const regions = allRegions();
  return {
    // Machine-readable for editors; the allOf below enforces it.
    "x-requiredAssets": keys,
    allOf: keys.map((key) => holdsAsset(key, regions)),
  };
}

export function buildDocumentSchema(layoutViewType: string | null): JsonObject {
  const keys = [...widgetSchemas.keys()];
  const defs: JsonObject = {
    value: {
      type: "object",
      required: ["$hydrate"],
      properties: { $hydrate: { enum: ["param", "literal", "sprintf"] } },
    },
    section: nodeOfKeys(keys.filter(isSectionKey)),
    widget: nodeOfKeys(keys.filter((key) => !isSectionKey(key))),
    react: nodeOfKeys(keys),
    resolver: { anyOf: [{ $ref: "#/$defs/react" }, { $ref: VALUE_NODE_REF }] },
    ...sectionGroups(layoutViewType, keys),
    middleware: middlewareSchema,
  };
  for (const key of keys) defs[key] = widgetDef(key);
  commonWidgetSchemaDocuments.forEach((common, index) => {
    defs[`common.${index}`] = common;
  });
  const viewTypes = knownViewTypes();
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: ROOT_ID,
    title: `Layout document${layoutViewType ? ` (${layoutViewType})` : ""}`,
    type: "object",
    required: ["layoutViewType", "layout"],
    additionalProperties: false,
    properties: {
      $schema: { type: "string" },
      layoutID: { oneOf: [{ type: "integer" }, { type: "string" }] },
      name: { type: "string", maxLength: 100 },
      formatVersion: { type: "integer", minimum: 1 },
      dateInserted: { type: "string" },
      layoutViewType: layoutViewType ? { const: layoutViewType } : { enum: viewTypes },
      layout: { type: "array", items: { $ref: "#/$defs/section" } },
      titleBar: { $ref: "#/$defs/react.titleBar" },
    },
    ...requiredAssetRules(layoutViewType),
    $defs: defs,
  };
}
