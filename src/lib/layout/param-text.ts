// A widget's title or description by its type (docs/reference/layout-documents.md#titles-and-descriptions): the
// literal for "static", nothing for "none", else the page value the type names (knowledgeBase/name…). A `param` node
// in the text was already resolved by the walk; a document that names the type alone still gets the value.
import { resolveParamRef } from "./params";

export function paramText(type: string, literal: string, params: Record<string, unknown>): string {
  if (type === "static") return literal;
  if (type === "none") return "";
  if (literal) return literal;
  const value = resolveParamRef(params, type, "");
  return typeof value === "string" ? value : "";
}
