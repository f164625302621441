// The real pages the theme editor previews (docs/reference/themes.md): the home page, the
// discussions list, and the newest discussion when there is one (GET /discussions?limit=1), so the post page's
// colours are seen too.
import { msg } from "../../../lib/i18n/msg";
import { useDiscussions } from "../../api/discussions";

export interface PreviewPage {
  id: "home" | "discussions" | "discussion";
  /** A message key. */
  label: string;
  /** Same origin: the editor writes the unsaved variables into the framed document. */
  path: string;
}

const FIXED_PAGES: readonly PreviewPage[] = [
  { id: "home", label: msg("Home"), path: "/" },
  { id: "discussions", label: msg("Discussions"), path: "/discussions" },
];

/** A discussion's address as a path on this site (the API gives absolute URLs). */
function pathOf(url: string): string | null {
  try {
    const parsed = new URL(url, "http://same.invalid");
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

export function usePreviewPages(): readonly PreviewPage[] {
  const first = useDiscussions([["limit", 1]]);
  const path = first.data?.[0] ? pathOf(first.data[0].url) : null;
  return path ? [...FIXED_PAGES, { id: "discussion", label: msg("A discussion"), path }] : FIXED_PAGES;
}
