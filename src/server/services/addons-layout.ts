// What a switched-off addon's widgets become (docs/reference/addons.md#widgets): gone from the catalogue an editor
// gets, and, in a stored layout that still holds one, a node that hydrates to nothing (never a broken page; the
// editor lists it as a problem, since the catalogue no longer knows it).
import { disabledWidgetKeys } from "../../lib/addons";
import type { WidgetRuntime } from "../../lib/layout/hydrate";
import type { LayoutCatalog } from "../../types/generated/api/layout-catalog";
import type { Db } from "../db/client";
import { enabledAddons } from "./addons";

/** The hydrate keys of switched-off addons' widgets. */
export async function disabledWidgets(db: Db): Promise<ReadonlySet<string>> {
  return disabledWidgetKeys(await enabledAddons(db));
}

/** The catalogue without those widgets, as assets, widgets or a section's allowed widgets. */
export function withoutWidgets(catalog: LayoutCatalog, hidden: ReadonlySet<string>): LayoutCatalog {
  if (hidden.size === 0) return catalog;
  const keep = <T>(entries: Record<string, T>) =>
    Object.fromEntries(Object.entries(entries).filter(([key]) => !hidden.has(key)));
  const sections: LayoutCatalog["sections"] = {};
  for (const [key, section] of Object.entries(catalog.sections)) {
    if (section)
      sections[key] = {
        ...section,
        allowedWidgetIDs: section.allowedWidgetIDs.filter((id) => !hidden.has(id)),
      };
  }
  return { ...catalog, widgets: keep(catalog.widgets), assets: keep(catalog.assets), sections };
}

/** A widget lookup in which the hidden widgets hydrate to nothing (no data is loaded, no chunk requested). */
export function hidingWidgets<C>(
  lookup: (hydrateKey: string) => WidgetRuntime<C> | undefined,
  hidden: ReadonlySet<string>,
): (hydrateKey: string) => WidgetRuntime<C> | undefined {
  if (hidden.size === 0) return lookup;
  return (hydrateKey) => {
    const runtime = lookup(hydrateKey);
    if (!runtime || !hidden.has(hydrateKey)) return runtime;
    return { ...runtime, prepareProps: () => ({}), hydrate: async () => null };
  };
}
