// The theme API's schemas (routes/themes.ts, docs/reference/themes.md#api) and the theme variables they hold, for
// http/schemas.ts to register with the others.
import theme from "../../../schemas/api/theme.schema.json";
import themeCurrentPut from "../../../schemas/api/theme-current-put.schema.json";
import themeGetQuery from "../../../schemas/api/theme-get-query.schema.json";
import themeParams from "../../../schemas/api/theme-params.schema.json";
import themePatch from "../../../schemas/api/theme-patch.schema.json";
import themePost from "../../../schemas/api/theme-post.schema.json";
import themePreview from "../../../schemas/api/theme-preview.schema.json";
import themePreviewPut from "../../../schemas/api/theme-preview-put.schema.json";
import themeRevision from "../../../schemas/api/theme-revision.schema.json";
import themeVariables from "../../../schemas/theme/theme-variables.schema.json";

/** A copy without the editor's `x-control` form hints, which request validation does not know as keywords. */
function withoutFormHints<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutFormHints) as T;
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== "x-control")
      .map(([key, value]) => [key, withoutFormHints(value)]),
  ) as T;
}

export const themeSchemas = [
  theme,
  themeCurrentPut,
  themeGetQuery,
  themeParams,
  themePatch,
  themePost,
  themePreview,
  themePreviewPut,
  themeRevision,
  withoutFormHints(themeVariables),
];
