// Tag names as members type them and as the API stores them (docs/reference/curation.md#tags): spaces trimmed and
// collapsed, at most 50 characters, and an urlcode made of the name's letters and digits. Two names with the same
// urlcode are one tag ("Dark Mode" and "dark-mode"), so the urlcode is what tells tags apart. Shared by the server,
// which decides, and the Edit Tags dialog, which shows what will be sent.

export const MAX_TAG_NAME_LENGTH = 50;
/** The most tags one discussion carries (PUT /discussions/{id}/tags takes at most 20 ids and 20 names). */
export const MAX_DISCUSSION_TAGS = 20;

/** The name as it is kept: Unicode-normalised, spaces trimmed and collapsed to one. */
export function normalizeTagName(name: string): string {
  return name.normalize("NFKC").replace(/\s+/gu, " ").trim();
}

/** "Dark Mode!" → "dark-mode"; "" when the name has no letter or digit (such a name is refused). */
export function tagUrlcode(name: string): string {
  return normalizeTagName(name)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_TAG_NAME_LENGTH)
    .replace(/-+$/, "");
}

/** The names, normalised, without empty ones and without a second name of the same tag (first one wins). */
export function distinctTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    const name = normalizeTagName(raw);
    const code = tagUrlcode(name);
    if (!name || seen.has(code)) continue;
    seen.add(code);
    kept.push(name);
  }
  return kept;
}
