// Editor fixtures for unit tests and stories: the layout catalog of a view type (built from the widget schemas
// exactly as the server's GET /layouts/catalog builds it, without importing server code, so Storybook can use
// it), editor documents from the layout templates with deterministic ids, and a big document for the bench.
import categoryListTemplate from "../../layouts/categoryList.json";
import createPostTemplate from "../../layouts/createPost.json";
import discussionTemplate from "../../layouts/discussion.json";
import discussionCategoryPageTemplate from "../../layouts/discussionCategoryPage.json";
import discussionListTemplate from "../../layouts/discussionList.json";
import homeTemplate from "../../layouts/home.json";
import nestedCategoryListTemplate from "../../layouts/nestedCategoryList.json";
import questionTemplate from "../../layouts/question.json";
import subcommunityHomeTemplate from "../../layouts/subcommunityHome.json";
import middlewareSchema from "../../schemas/layout/middleware.schema.json";
import type { CatalogItem, LayoutCatalog } from "../../src/client/editor/model/catalog";
import {
  type EditorIDGenerator,
  sequentialEditorIDs,
  withEditorIDs,
} from "../../src/client/editor/model/ids";
import type { EditorDocument, JsonObject, SavedLayoutDocument } from "../../src/client/editor/model/types";
import {
  type ClientWidgetSchema,
  clientWidgetSchemas,
  isSectionKey,
  sectionShortID,
} from "../../src/client/editor/model/widget-meta";
import { VIEW_TYPES, type ViewTypeDefinition } from "../../src/lib/layout/view-types";

const TEMPLATES: Record<string, JsonObject> = {
  categoryList: categoryListTemplate,
  createPost: createPostTemplate,
  discussion: discussionTemplate,
  discussionCategoryPage: discussionCategoryPageTemplate,
  discussionList: discussionListTemplate,
  home: homeTemplate,
  nestedCategoryList: nestedCategoryListTemplate,
  question: questionTemplate,
  subcommunityHome: subcommunityHomeTemplate,
};

/** The view types with a template file (customPage has none). */
export const EDITOR_TEMPLATE_VIEW_TYPES: readonly string[] = Object.keys(TEMPLATES);

const WIDGETS_BASE = "https://quorum.local/schemas/widgets/";
const str = { type: "string" };
const int = { type: "integer" };
const COMMON_PARAMS: Record<string, JsonObject> = {
  layoutViewType: str,
  locale: str,
  "siteSection/sectionID": int,
  "siteSection/name": str,
  "siteSection/description": str,
  "siteSection/basePath": str,
  "siteSection/contentLocale": str,
  categoryID: int,
};

function absoluteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === "$ref" && typeof child === "string" && !child.startsWith("#") && !child.includes("://")
        ? new URL(child, WIDGETS_BASE).toString()
        : absoluteRefs(child),
    ]),
  );
}

function resolvedParamSchema(ref: string): JsonObject {
  const leaf = ref.split("/").at(-1) ?? ref;
  if (/ID$/.test(leaf)) return int;
  if (ref.includes("/")) return str;
  return leaf === "breadcrumbs" ? { type: "array" } : { type: ["object", "string"] };
}

function layoutParams(viewType: string): LayoutCatalog["layoutParams"] {
  const definitions: readonly ViewTypeDefinition[] =
    viewType === "all" ? VIEW_TYPES : VIEW_TYPES.filter((view) => view.name === viewType);
  const all: Record<string, JsonObject> = { ...COMMON_PARAMS };
  for (const definition of definitions) {
    for (const ref of definition.resolvedParams) all[ref] = resolvedParamSchema(ref);
    // View type params are JSON Schema objects (view-types.ts types them loosely).
    Object.assign(all, definition.params as Record<string, JsonObject>);
  }
  return Object.fromEntries(Object.entries(all).map(([ref, schema]) => [ref, { schema }]));
}

function catalogItem(schema: ClientWidgetSchema): CatalogItem {
  const {
    examples: _examples,
    "x-widget": meta,
    ...rest
  } = schema as ClientWidgetSchema & { examples?: unknown };
  return {
    $reactComponent: meta.component,
    schema: { ...(absoluteRefs(rest) as JsonObject), description: rest.description || meta.name },
    name: meta.name,
    widgetGroup: meta.group,
    iconUrl: "",
    fragmentTypes: [],
  };
}

/** The catalog GET /api/v2/layouts/catalog?layoutViewType= answers (same construction as catalog-api.ts). */
export function editorCatalog(viewType = "home"): LayoutCatalog {
  const catalog: LayoutCatalog = {
    layoutViewType: viewType,
    layoutParams: layoutParams(viewType),
    widgets: {},
    assets: {},
    sections: {},
    middlewares: Object.fromEntries(
      Object.entries(middlewareSchema.properties).map(([type, schema]) => [type, { schema }]),
    ),
  };
  const usable: string[] = [];
  for (const [key, schema] of clientWidgetSchemas) {
    if (isSectionKey(key)) continue;
    const asset = schema["x-widget"].assets?.[key];
    if (asset && viewType !== "all" && !asset.viewTypes.includes(viewType)) continue;
    usable.push(key);
    if (asset) catalog.assets[key] = { ...catalogItem(schema), isRequired: asset.isRequired };
    else catalog.widgets[key] = catalogItem(schema);
  }
  for (const [key, schema] of clientWidgetSchemas) {
    if (!isSectionKey(key)) continue;
    const allowedWidgetIDs = usable.filter((widgetKey) =>
      (clientWidgetSchemas.get(widgetKey)?.["x-widget"].sections ?? []).includes(sectionShortID(key)),
    );
    catalog.sections[key] = { ...catalogItem(schema), allowedWidgetIDs };
  }
  return catalog;
}

/** The saved template of a view type (an empty one-column page for view types without a template). */
export function editorTemplate(viewType: string): SavedLayoutDocument & { layoutID: string } {
  const template = TEMPLATES[viewType];
  if (!template)
    return {
      layoutID: viewType,
      name: "New layout",
      layoutViewType: viewType,
      titleBar: { $hydrate: "react.titleBar" },
      layout: [{ $hydrate: "react.section.1-column", children: [] }],
    };
  return structuredClone(template) as unknown as SavedLayoutDocument & { layoutID: string };
}

/**
 * An editor document from a view type's template (or from a saved document), with ids "n1", "n2"… in
 * document order so stories and tests are stable.
 */
export function editorDocument(
  viewTypeOrSaved: string | SavedLayoutDocument | JsonObject = "home",
  nextID: EditorIDGenerator = sequentialEditorIDs(),
): EditorDocument {
  const saved = typeof viewTypeOrSaved === "string" ? editorTemplate(viewTypeOrSaved) : viewTypeOrSaved;
  return withEditorIDs(saved, null, nextID);
}

/** Valid widgets every content section accepts, cycled through by bigEditorDocument. */
const FILLER_WIDGETS: JsonObject[] = [
  {
    $hydrate: "react.discussion.discussions",
    title: "Recent Discussions",
    titleType: "static",
    apiParams: { limit: 5 },
  },
  {
    $hydrate: "react.quick-links",
    title: "Quick Links",
    titleType: "static",
    links: [{ id: "recent", name: "Recent Posts", url: "/discussions" }],
  },
  { $hydrate: "react.html", name: "Note", html: "<p>Hello</p>" },
  { $hydrate: "react.categories", title: "Categories", titleType: "static", apiParams: { limit: 6 } },
  { $hydrate: "react.leaderboard", title: "Top members", titleType: "static" },
];

/** A home document with `widgetCount` valid widgets: two-column sections of 10 widgets (6 main, 4 secondary). */
export function bigEditorDocument(widgetCount = 500): EditorDocument {
  const layout: JsonObject[] = [];
  for (let placed = 0; placed < widgetCount; ) {
    const count = Math.min(10, widgetCount - placed);
    const widgets = Array.from({ length: count }, (_, i) => ({
      ...(FILLER_WIDGETS[(placed + i) % FILLER_WIDGETS.length] as JsonObject),
    }));
    layout.push({
      $hydrate: "react.section.2-columns",
      mainBottom: widgets.slice(0, 6),
      secondaryBottom: widgets.slice(6),
    });
    placed += count;
  }
  return editorDocument({
    layoutID: 1,
    name: `Big layout (${widgetCount} widgets)`,
    layoutViewType: "home",
    titleBar: { $hydrate: "react.titleBar" },
    layout,
  });
}
