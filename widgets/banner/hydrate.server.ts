// Server data for the banner: the title and description follow titleType/descriptionType — a literal, nothing,
// or a page value such as the site section's name.

import { resolveParamRef } from "../../src/lib/layout/params";
import type { BannerWidgetProps } from "../../src/types/generated/widgets/banner";

/** Only the page params matter, so Storybook previews use this same loader. */
interface BannerContext {
  params: Record<string, unknown>;
}

function resolveText(type: string, literal: string, context: BannerContext): string {
  if (type === "static") return literal;
  if (type === "none") return "";
  // A param node in `title` was already resolved by the walk; otherwise the type names the param.
  if (literal) return literal;
  const value = resolveParamRef(context.params, type, "");
  return typeof value === "string" ? value : "";
}

export async function hydrateBanner(
  props: BannerWidgetProps,
  context: BannerContext,
): Promise<BannerWidgetProps> {
  const title = resolveText(props.titleType, props.title, context);
  const description = resolveText(props.descriptionType, props.description, context);
  return {
    ...props,
    title,
    description,
    showTitle: props.showTitle && title !== "",
    showDescription: props.showDescription && description !== "",
  };
}
