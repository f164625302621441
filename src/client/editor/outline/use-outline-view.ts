// The outline's own view state: which items are collapsed (a reducer), which row holds the tab stop (roving
// tabindex), and focus that has to wait for a row to render (after a move re-parents it, or its parents open).
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react";
import { ancestorsOf, type OutlineNode, type VisibleRow, visibleRows } from "./outline-tree";

export type CollapseAction =
  | { type: "toggle"; id: string }
  | { type: "collapse"; id: string }
  | { type: "expand"; id: string }
  /** Opens every listed item (the parents of something that must show). */
  | { type: "reveal"; ids: readonly string[] };

export function collapseReducer(state: ReadonlySet<string>, action: CollapseAction): ReadonlySet<string> {
  if (action.type === "reveal") return new Set([...state].filter((id) => !action.ids.includes(id)));
  const next = new Set(state);
  const collapse = action.type === "collapse" || (action.type === "toggle" && !state.has(action.id));
  if (collapse) next.add(action.id);
  else next.delete(action.id);
  return next;
}

const NONE: ReadonlySet<string> = new Set();

export interface OutlineView {
  rowList: VisibleRow[];
  rows: ReadonlyMap<string, VisibleRow>;
  tabStop: string | null;
  collapse(action: CollapseAction): void;
  registerItem(id: string, element: HTMLElement | null): void;
  /** The focused row moved (by Tab or a click): it keeps the tab stop. */
  setFocusID(id: string): void;
  /** Focuses a row now, and again once rendered if it is not yet. */
  focusItem(id: string): void;
  /** Focuses a row once it is rendered (its focus was lost to a re-render). */
  focusWhenRendered(id: string): void;
  /** Opens an item's parents, gives it the tab stop and focuses it once rendered (after a move). */
  revealAndFocus(id: string, ancestors: readonly string[]): void;
}

export function useOutlineView(tree: OutlineNode[], selectedID: string | null): OutlineView {
  const [collapsed, collapse] = useReducer(collapseReducer, NONE);
  const rowList = useMemo(() => visibleRows(tree, collapsed), [tree, collapsed]);
  const rows = useMemo(() => new Map(rowList.map((row) => [row.node.id, row])), [rowList]);
  const [focusID, setFocusID] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);

  const tabStop =
    (focusID && rows.has(focusID) ? focusID : null) ??
    (selectedID && rows.has(selectedID) ? selectedID : null) ??
    rowList[0]?.node.id ??
    null;

  // A new selection (canvas, JSON, problems) opens its section and region and becomes the tab stop. Only once
  // per selection: collapsing the selected item's section afterwards must stay collapsed.
  const revealedSelection = useRef<string | null>(null);
  useEffect(() => {
    if (!selectedID || revealedSelection.current === selectedID) return;
    revealedSelection.current = selectedID;
    const hidden = ancestorsOf(tree, selectedID).filter((id) => collapsed.has(id));
    if (hidden.length > 0) collapse({ type: "reveal", ids: hidden });
    setFocusID(selectedID);
    items.current.get(selectedID)?.scrollIntoView?.({ block: "nearest" });
  }, [selectedID, tree, collapsed]);

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    const element = id ? items.current.get(id) : undefined;
    if (!element) return;
    pendingFocus.current = null;
    element.focus();
  });

  const registerItem = useCallback((id: string, element: HTMLElement | null) => {
    if (element) items.current.set(id, element);
    else items.current.delete(id);
  }, []);

  const focusItem = useCallback((id: string) => {
    setFocusID(id);
    pendingFocus.current = id;
    items.current.get(id)?.focus();
  }, []);

  const focusWhenRendered = useCallback((id: string) => {
    pendingFocus.current = id;
  }, []);

  const revealAndFocus = useCallback((id: string, ancestors: readonly string[]) => {
    collapse({ type: "reveal", ids: ancestors });
    setFocusID(id);
    pendingFocus.current = id;
  }, []);

  return {
    rowList,
    rows,
    tabStop,
    collapse,
    registerItem,
    setFocusID,
    focusItem,
    focusWhenRendered,
    revealAndFocus,
  };
}
