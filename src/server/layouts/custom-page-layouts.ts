// A custom page's layout is managed with its page (docs/reference/layout-documents.md#view-types customPage: each
// page's layout is created together with the page): it stays a customPage layout, and it cannot be deleted while its
// page exists.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customPages, layoutViews } from "../db/schema";
import { ApiError, fieldErrors } from "../http/errors";

interface LayoutPage {
  customPageID: number;
  name: string;
  urlcode: string;
}

/** The existing custom pages that show this layout (through their customPage view). */
async function customPagesOfLayout(db: Db, layoutKey: string): Promise<LayoutPage[]> {
  return db
    .select({ customPageID: customPages.customPageID, name: customPages.name, urlcode: customPages.urlcode })
    .from(layoutViews)
    .innerJoin(customPages, eq(customPages.customPageID, layoutViews.recordID))
    .where(and(eq(layoutViews.layoutID, layoutKey), eq(layoutViews.recordType, "customPage")))
    .orderBy(customPages.customPageID);
}

/**
 * PATCH may repeat a layout's view type but never change it: views, required assets and params all hang on it.
 * A custom page's layout gets its own message, since that is where people try (and the page would break).
 */
export function viewTypeChangeError(current: string, requested: string | undefined): ApiError | null {
  if (requested === undefined || requested === current) return null;
  const refusal =
    current === "customPage"
      ? { message: "A custom page's layout is managed with its page: its layoutViewType stays customPage." }
      : requested === "customPage"
        ? { message: "customPage layouts are created with their custom page: create the page instead." }
        : {
            message:
              "A layout's view type cannot be changed (it is {current}): create a {requested} layout instead.",
            values: { current, requested },
          };
  return fieldErrors(422, [{ field: "layoutViewType", code: "immutable", ...refusal }]);
}

/** 422 while a custom page still shows the layout: the layout goes when its page goes. */
export async function customPageDeleteError(db: Db, layoutKey: string): Promise<ApiError | null> {
  const [page] = await customPagesOfLayout(db, layoutKey);
  if (!page) return null;
  return new ApiError(
    422,
    'This layout belongs to the custom page "{name}" (/{urlcode}): it is managed with its page and cannot be deleted while the page exists.',
    { values: { name: page.name, urlcode: page.urlcode } },
  );
}
