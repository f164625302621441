// Canonical addresses: every URL that shows the same content names one address, so search engines index it once.
// A record page (a discussion, a category) folds to the record's own address whatever slug, sort or filter the
// URL carries, and its page 1 to the bare address; page N > 1 stays its own page. A list (the home page, recent
// discussions, the categories list) drops every sort and filter and keeps only a page number above 1.
import { absoluteUrl } from "../../public-url";

export type CanonicalTarget =
  /** A record's address (/discussion/5/slug, /categories/news); pages as /p{N}. */
  | { kind: "record"; path: string; page?: number | undefined }
  /** A list's address (/, /fr/discussions); pages as ?page={N}. */
  | { kind: "list"; path: string; page?: number | undefined };

/** A page number from a route param: a positive integer, else 1. */
export function pageNumber(value: unknown): number {
  const page = typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : value;
  return typeof page === "number" && Number.isInteger(page) && page > 0 ? page : 1;
}

/** The site-relative canonical path of a target. */
export function canonicalPath(target: CanonicalTarget): string {
  const page = pageNumber(target.page);
  const path = target.path.length > 1 ? target.path.replace(/\/+$/, "") : target.path;
  if (page === 1) return path;
  return target.kind === "record" ? `${path}/p${page}` : `${path}?page=${page}`;
}

export function canonicalUrl(publicUrl: string, target: CanonicalTarget): string {
  return absoluteUrl(publicUrl, canonicalPath(target));
}

/** A section's base path joined to a site-relative path: ("fr", "/discussions") → "/fr/discussions". */
export function inSection(slug: string, path: string): string {
  if (!slug) return path;
  return path === "/" ? `/${slug}` : `/${slug}${path}`;
}
