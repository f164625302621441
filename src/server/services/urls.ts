// Paths of records in the site (relative, so they work behind any host or proxy).
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return encodeURIComponent(slug || "discussion");
}

export function categoryUrl(urlcode: string): string {
  return `/categories/${encodeURIComponent(urlcode)}`;
}

export function discussionUrl(discussionID: number, name: string): string {
  return `/discussion/${discussionID}/${slugify(name)}`;
}

export function commentUrl(commentID: number): string {
  return `/discussion/comment/${commentID}#Comment_${commentID}`;
}

/** A knowledge base's home (docs/reference/knowledge-base.md#model). */
export function knowledgeBaseUrl(urlCode: string): string {
  return `/kb/${encodeURIComponent(urlCode)}`;
}

export function knowledgeCategoryUrl(knowledgeCategoryID: number, name: string): string {
  return `/kb/categories/${knowledgeCategoryID}-${slugify(name)}`;
}

export function articleUrl(articleID: number, name: string): string {
  return `/kb/articles/${articleID}-${slugify(name)}`;
}

/** A group's page (docs/reference/groups.md#urls): /groups/{groupID}-{slug}, or /groups/{groupID} for a name without one. */
export function groupUrl(groupID: number, name: string): string {
  return /[\p{L}\p{N}]/u.test(name) ? `/groups/${groupID}-${slugify(name)}` : `/groups/${groupID}`;
}
