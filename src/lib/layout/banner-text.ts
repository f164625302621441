// A banner's title and description follow titleType/descriptionType: a literal, nothing, or a page value such as
// the site section's name. Both banner widgets and the Storybook previews resolve them here.
import { msg } from "../i18n/msg";
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

/** The site's banner texts (config banner.title, banner.description; empty = none), for the site's own pages. */
export interface BannerDefaults {
  title: string;
  description: string;
  /** BANNER_FALLBACK_TITLE in the reader's language. */
  fallbackTitle?: string;
}

/** Spec 001 §2.2: banner text defaults to the configured site name, or to this. */
export const BANNER_FALLBACK_TITLE = msg("How can we help you?");

/**
 * The props with their title and description resolved, each shown only when not empty. A title or description taken
 * from the site section gives way to the site's banner texts when set (`defaults`), and an empty section name to
 * 'How can we help you?'.
 */
export function resolveBannerText<P extends BannerText>(
  props: P,
  params: Record<string, unknown>,
  defaults?: BannerDefaults | null,
): P {
  const fromSection = (type: string, own: string | undefined, resolved: string) =>
    type.startsWith("siteSection/") && own ? own : resolved;
  const sectionTitle = resolveText(props.titleType, props.title, params);
  const title =
    fromSection(props.titleType, defaults?.title, sectionTitle) ||
    (props.titleType === "siteSection/name" ? (defaults?.fallbackTitle ?? BANNER_FALLBACK_TITLE) : "");
  const description = fromSection(
    props.descriptionType,
    defaults?.description,
    resolveText(props.descriptionType, props.description, params),
  );
  return {
    ...props,
    title,
    description,
    showTitle: props.showTitle && title !== "",
    showDescription: props.showDescription && description !== "",
  };
}

/** The page param the server fills with the site's banner texts (server/layouts/hydrate-layout.ts); previews lack it. */
export const SITE_BANNER_PARAM = "siteBanner";

export function siteBannerOf(params: Record<string, unknown>): BannerDefaults | null {
  const value = params[SITE_BANNER_PARAM] as Partial<BannerDefaults> | undefined;
  if (!value || typeof value !== "object") return null;
  return {
    title: typeof value.title === "string" ? value.title : "",
    description: typeof value.description === "string" ? value.description : "",
    ...(typeof value.fallbackTitle === "string" ? { fallbackTitle: value.fallbackTitle } : {}),
  };
}
