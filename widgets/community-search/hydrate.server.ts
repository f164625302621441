// Server data for the Search widget: on a category page, the category its box searches within. Only the page params
// matter, so previews run this same loader.
import { withSearchCategory } from "../../src/lib/layout/search-category";
import type { SearchWidgetProps } from "../../src/types/generated/widgets/community-search";

interface SearchContext {
  params: Record<string, unknown>;
}

export async function hydrateCommunitySearch(
  props: SearchWidgetProps,
  context: SearchContext,
): Promise<SearchWidgetProps> {
  return withSearchCategory(props, context.params);
}
