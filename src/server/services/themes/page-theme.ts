// The theme a page renders with (docs/reference/themes.md#pages): the viewer's preview when they have one, else the
// site's current theme. Its variables become the page's <style id="quorum-theme"> (server-rendered: no flash of the
// default theme) and its name, logos and preview go into the page state.
import type { FastifyRequest } from "fastify";
import { themeStyleRule } from "../../../lib/theme/variables";
import type { PageState } from "../../../types/generated/api/page-state";
import type { Db } from "../../db/client";
import { cachedCurrentTheme } from "./current";
import { previewChoice } from "./preview";
import { type ResolvedTheme, resolveTheme } from "./resolve";

export type PageTheme = NonNullable<PageState["theme"]>;

const PREVIEW_REDIRECT = "/";

function logoUrl(value: { url?: string } | undefined): string | null {
  return value?.url ? value.url : null;
}

function stateOf(theme: ResolvedTheme, preview: PageTheme["preview"]): PageTheme {
  return {
    themeID: theme.themeID,
    name: theme.name,
    revisionID: theme.revisionID,
    logo: logoUrl(theme.variables.logos?.logo),
    mobileLogo: logoUrl(theme.variables.logos?.mobileLogo),
    preview,
  };
}

export async function pageTheme(
  db: Db,
  request: FastifyRequest,
): Promise<{ state: PageTheme; style: string }> {
  const choice = previewChoice(request);
  const previewed = choice
    ? await resolveTheme(db, choice.themeKey, { revisionID: choice.revisionID })
    : undefined;
  if (choice && previewed) {
    const preview = {
      themeID: previewed.themeID,
      revisionID: choice.revisionID ?? null,
      name: previewed.name,
      redirect: PREVIEW_REDIRECT,
    };
    return { state: stateOf(previewed, preview), style: themeStyleRule(previewed.variables) };
  }
  const current = await cachedCurrentTheme(db);
  return { state: stateOf(current, null), style: themeStyleRule(current.variables) };
}

/** The redirect a preview answers with (the home page, where the preview toast shows). */
export const previewRedirect = (): string => PREVIEW_REDIRECT;
