// The widget palette: the catalog's widgets and optional assets, grouped by widgetGroup, with a search. Each item is
// dragged onto the canvas, or inserted by click / Enter into the region an "Add widget" button picked, after the
// selected widget, into the selected section, or into the first region that accepts it; the new widget is then
// selected and announced.
import { useMemo, useState } from "react";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { useDragState, useDragStoreApi } from "../dnd/drag-store";
import { insertWidgetAt } from "../dnd/drop-actions";
import { useEditor, useEditorStore } from "../store/editor-store";
import { insertContextKey, insertHint, planInsert, refusalFor } from "./insert-plan";
import { PaletteItem } from "./PaletteItem";
import { PALETTE_SEARCH_ID } from "./palette-ids";
import { groupPaletteItems, paletteItems } from "./palette-items";

const groupHeadingID = (group: string) =>
  `editor-palette-group-${group.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export interface PaletteProps {
  /** The search the palette opens with (e.g. restored from a previous visit). */
  defaultQuery?: string;
  className?: string;
}

export function Palette({ defaultQuery = "", className }: PaletteProps) {
  const editor = useEditorStore();
  const t = useT();
  const drags = useDragStoreApi();
  const catalog = useEditor((s) => s.catalog);
  const insertRegion = useDragState((s) => s.insertRegion);
  const contextKey = useEditor((s) => insertContextKey(s.doc, s.selection, insertRegion));
  const [query, setQuery] = useState(defaultQuery);
  const items = useMemo(() => paletteItems(catalog, t), [catalog, t]);
  const groups = useMemo(() => groupPaletteItems(items, query), [items, query]);
  const reasons = useMemo(
    () => new Map(items.map((item) => [item.key, refusalFor(catalog, contextKey, item.key, t)])),
    [items, catalog, contextKey, t],
  );

  const insert = (key: string) => {
    const state = editor.getState();
    const name = catalog.widgets[key]?.name ?? catalog.assets[key]?.name ?? key;
    const plan = planInsert(state.doc, state.catalog, key, state.selection, drags.getState().insertRegion, t);
    if (!plan.target) {
      state.announce(t("{name}: {reason}.", { name, reason: plan.reason }));
      return;
    }
    const result = insertWidgetAt(editor, key, { target: plan.target, allowed: true });
    editor.getState().announce(result.text);
    if (result.editorID) drags.setState({ insertRegion: null });
  };

  return (
    <section className={cx("flex min-h-0 flex-col gap-3", className)} aria-label={t("Widget palette")}>
      <div className="flex flex-col gap-1">
        <label htmlFor={PALETTE_SEARCH_ID} className="text-sm font-semibold text-fg">
          {t("Search widgets")}
        </label>
        <input
          id={PALETTE_SEARCH_ID}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("Name or group")}
          className="h-9 rounded-control border border-border-strong bg-bg px-3 text-sm focus-visible:outline-2 focus-visible:outline-focus"
        />
        <p className="text-xs text-fg-muted">{insertHint(catalog, contextKey, t)}</p>
      </div>
      {groups.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("No widget matches “{query}”.", { query: query.trim() })}</p>
      ) : (
        <div className="flex flex-col gap-4 overflow-y-auto">
          {groups.map((group) => (
            <div key={group.name}>
              <h3
                id={groupHeadingID(group.name)}
                className="mb-1.5 text-xs font-semibold tracking-wide text-fg-muted uppercase"
              >
                {group.name}
              </h3>
              <ul className="flex flex-col gap-1.5" aria-labelledby={groupHeadingID(group.name)}>
                {group.items.map((item) => (
                  <PaletteItem
                    key={item.key}
                    item={item}
                    reason={reasons.get(item.key) ?? null}
                    onInsert={insert}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
