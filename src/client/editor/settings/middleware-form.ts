// The "Conditions" group of the settings form: a node's $middleware (docs/reference/layout-documents.md#middlewares
// middlewares) as form fields with hints — which devices show it, which roles see it, which category's pages it
// appears on — and the normalisation that keeps a stored $middleware free of filters that filter nothing.
import middlewareSchema from "../../../../schemas/layout/middleware.schema.json";
import type { FieldSchema } from "../form/types";
import { englishT, type TranslateFn } from "../i18n";
import { isJsonObject, type JsonObject } from "../model/types";

export const MIDDLEWARE_KEY = "$middleware";

const CATEGORY_LOOKUP = {
  searchUrl: "/categories?outputFormat=flat&maxDepth=10&limit=500",
  singleUrl: "/categories/%s",
  valueKey: "categoryID",
  labelKey: "name",
};

const base = middlewareSchema.properties;

/**
 * The middleware schema with the form's hints in the page's language (the schema file itself stays hint-free: it is
 * the server's).
 */
export const middlewareFormSchema = (t: TranslateFn = englishT): FieldSchema => ({
  type: "object",
  "x-control": {
    label: t("Conditions"),
    description: t(
      "Who sees this, and where. Leave everything at its default to show it to everyone, everywhere.",
    ),
  },
  properties: {
    visibility: {
      ...base.visibility,
      "x-control": { label: t("Devices"), open: true },
      properties: {
        device: {
          ...base.visibility.properties.device,
          description: t("Desktop also covers tablets unless Tablet is chosen on its own."),
          "x-control": {
            inputType: "radio",
            label: t("Show on"),
            choices: {
              staticOptions: {
                all: t("All devices"),
                desktop: t("Desktop"),
                tablet: t("Tablet"),
                mobile: t("Mobile"),
                // The finer classes of docs/reference/layout-documents.md#middlewares.
                xs: t("Extra small screens (up to 500 px)"),
                no_bleed: t("No bleed (1,201 to 1,280 px)"),
              },
            },
          },
        },
      },
    },
    "role-filter": {
      ...base["role-filter"],
      "x-control": { label: t("Roles"), open: true },
      properties: {
        roleIDs: {
          ...base["role-filter"].properties.roleIDs,
          description: undefined,
          "x-control": {
            inputType: "dropDown",
            multiple: true,
            label: t("Only these roles see it"),
            placeholder: t("Nobody chosen: everyone sees it."),
            optionsLookup: { searchUrl: "/roles", valueKey: "roleID", labelKey: "name" },
          },
        },
      },
    },
    "category-filter": {
      ...base["category-filter"],
      required: [],
      "x-control": { label: t("Category"), open: true },
      properties: {
        categoryID: {
          ...base["category-filter"].properties.categoryID,
          "x-control": {
            inputType: "dropDown",
            label: t("Only on pages of this category"),
            placeholder: t("Any category"),
            optionsLookup: CATEGORY_LOOKUP,
          },
        },
        includeChildCategories: {
          ...base["category-filter"].properties.includeChildCategories,
          "x-control": {
            inputType: "checkBox",
            label: t("Also on its subcategories' pages"),
            conditions: [{ field: "$middleware.category-filter.categoryID", type: ["integer", "string"] }],
          },
        },
      },
    },
  },
});

/** The form's hints in English (the default language). */
export const MIDDLEWARE_FORM_SCHEMA: FieldSchema = middlewareFormSchema();

/**
 * A middleware without the parts that filter nothing: device "all", an empty role list, a category filter with
 * no category. null when nothing is left (the node then carries no $middleware).
 */
export function normalizeMiddleware(middleware: unknown): JsonObject | null {
  if (!isJsonObject(middleware)) return null;
  const out: JsonObject = { ...middleware };
  const visibility = out.visibility;
  if (isJsonObject(visibility) && (visibility.device === undefined || visibility.device === "all")) {
    delete out.visibility;
  }
  const roles = out["role-filter"];
  if (isJsonObject(roles) && (!Array.isArray(roles.roleIDs) || roles.roleIDs.length === 0))
    delete out["role-filter"];
  const category = out["category-filter"];
  if (isJsonObject(category) && category.categoryID === undefined) delete out["category-filter"];
  return Object.keys(out).length === 0 ? null : out;
}
