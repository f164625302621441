// Page title = the page's title and the site name joined by " - " (docs/reference/routes.md#page-titles); the site
// name alone at home.
import { useEffect } from "react";

function documentTitle(page: string | undefined, siteName: string): string {
  const name = page?.trim();
  return name && name !== siteName ? `${name} - ${siteName}` : siteName;
}

export function useDocumentTitle(page: string | undefined, siteName: string): void {
  useEffect(() => {
    document.title = documentTitle(page, siteName);
  }, [page, siteName]);
}
