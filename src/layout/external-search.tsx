// The site's external search (PATCH /config search.externalUrl, docs/reference/search.md#external-search), for the
// search boxes of widgets: the app shell provides it from the inlined page state (src/client/app-state.tsx), so the
// title bar, the banner and the Search widget agree; none in Storybook or the editor's canvas, which search here.
import { createContext, useContext } from "react";
import type { ExternalSearch } from "../ui/search/search-target";

const ExternalSearchContext = createContext<ExternalSearch | undefined>(undefined);

export const ExternalSearchProvider = ExternalSearchContext.Provider;

export function useExternalSearch(): ExternalSearch | undefined {
  return useContext(ExternalSearchContext);
}
