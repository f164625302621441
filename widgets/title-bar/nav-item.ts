// The navigation item the title bar renders: hydrated items nest up to three levels (generated type), read here as
// one recursive shape.
import type { NavBadge } from "../../src/lib/navigation";

export interface NavItem {
  id: string;
  name: string;
  /** Empty when the item only opens its children. */
  url: string;
  badge?: NavBadge;
  children?: NavItem[];
}

export const childrenOf = (item: NavItem): NavItem[] => item.children ?? [];
