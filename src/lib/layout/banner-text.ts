// A banner's title and description follow titleType/descriptionType: a literal, nothing, or a page value such as
// the site section's name. Both banner widgets and the Storybook previews resolve them here.
import { resolveParamRef } from "./params";

/** The props every banner shares for its text. */
export interface BannerText {
  titleType: string;
  title: string;
  showTitle: boolean;
  descriptionType: string;
  description: string;
  showDescription: boolean;
}

function resolveText(type: string, literal: string, params: Record<string, unknown>): string {
  if (type === "static") return literal;
  if (type === "none") return "";
  // A param node in `title` was already resolved by the walk; otherwise the type names the param.
  if (literal) return literal;
  const value = resolveParamRef(params, type, "");
  return typeof value === "string" ? value : "";
}

/** The props with their title and description resolved, each shown only when not empty. */
export function resolveBannerText<P extends BannerText>(props: P, params: Record<string, unknown>): P {
  const title = resolveText(props.titleType, props.title, params);
  const description = resolveText(props.descriptionType, props.description, params);
  return {
    ...props,
    title,
    description,
    showTitle: props.showTitle && title !== "",
    showDescription: props.showDescription && description !== "",
  };
}
