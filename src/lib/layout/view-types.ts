// The layout view types, read from schemas/layout/view-types.json (the one table the server and the dashboard
// share): for each, its label, default template, where a layout of that type may be applied, the page params it
// accepts besides the common ones, and the params the server resolves for it (which `param` refs a layout may use).
import table from "../../../schemas/layout/view-types.json";
import type {
  ApplyRecordType,
  LayoutViewTypeName,
  ViewTypeTable,
} from "../../types/generated/layout/view-types";
import { englishText, type Translate } from "../english-text";

export type { ApplyRecordType };

/** What the dashboard shows of a view type (it also lists layouts of a view type this table lacks). */
export interface ViewTypeSummary {
  name: string;
  label: string;
  /** The file template's layoutID (layouts/<id>.json); null when each layout comes with its record. */
  templateID: string | null;
  /** Where a layout of this type may be applied. */
  recordTypes: ApplyRecordType[];
}

export interface ViewTypeDefinition extends ViewTypeSummary {
  name: LayoutViewTypeName;
  /** JSON Schema properties of the page params, besides the common ones. */
  params: Record<string, unknown>;
  /** Params the server adds, by name (nested ones flattened with "/"). */
  resolvedParams: string[];
}

const data = table as ViewTypeTable;

/** A named set of the table; a name the table lacks is a broken table, so it fails loudly at load. */
function namedSet<T>(sets: Record<string, T | undefined>, name: string): T {
  const set = sets[name];
  if (set === undefined) throw new Error(`view-types.json names an unknown set "${name}".`);
  return set;
}

export const VIEW_TYPES: readonly ViewTypeDefinition[] = data.viewTypes.map((entry) => ({
  name: entry.name,
  label: entry.label,
  templateID: entry.templateID,
  recordTypes: entry.recordTypes,
  params: Object.assign({}, ...entry.paramSets.map((name) => namedSet(data.paramSets, name))),
  resolvedParams: entry.resolvedParamSets.flatMap((name) => namedSet(data.resolvedParamSets, name)),
}));

const byName = new Map<string, ViewTypeDefinition>(VIEW_TYPES.map((view) => [view.name, view]));

export function viewTypeDefinition(name: string): ViewTypeDefinition | undefined {
  return byName.get(name);
}

export const LAYOUT_VIEW_TYPE_NAMES: readonly string[] = VIEW_TYPES.map((view) => view.name);

/** Category view types the server picks from the category's displayAs. */
export const CATEGORY_VIEW_TYPES: ReadonlySet<string> = new Set([
  "categoryList",
  "nestedCategoryList",
  "discussionCategoryPage",
]);

/** The view type's label for people; the name itself for an unknown one. */
export function viewTypeLabel(name: string): string {
  return viewTypeDefinition(name)?.label ?? name;
}

/**
 * What "global" means for a view type, in the words of Vanilla's apply dialog, in the language of `t` (the view
 * type's label too, when the catalogue has it).
 */
export function globalTargetLabel(viewType: string, t: Translate = englishText): string {
  return viewType === "home"
    ? t("Apply Layout to Site Home Page")
    : t("Set as default layout for all {viewType}", { viewType: t(viewTypeLabel(viewType)) });
}
