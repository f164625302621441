import type { Breadcrumb } from "../../src/types/generated/api/breadcrumb";
import { categoryChain } from "./categories";

/** Home, then the category chain down to `categoryID` (the path the Breadcrumbs widget shows). */
export function makeBreadcrumbs(categoryID?: number): Breadcrumb[] {
  const home: Breadcrumb = { name: "Home", url: "/" };
  if (categoryID === undefined) return [home];
  return [home, ...categoryChain(categoryID).map((category) => ({ name: category.name, url: category.url }))];
}
