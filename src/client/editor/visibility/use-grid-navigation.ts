// Keyboard movement in the matrix, after the WAI-ARIA grid pattern: one cell in the Tab order (roving tabindex);
// arrows move between cells (mirrored right to left), Home and End to the row's ends, Ctrl+Home and Ctrl+End to
// the first and last cell. Cells are addressed by row key and column index, so the focus stays on its cell while
// the document changes under it.
import { type KeyboardEvent, useCallback, useRef, useState } from "react";

interface Cell {
  row: string;
  col: number;
}

export interface GridNavigation {
  tabIndex(row: string, col: number): 0 | -1;
  cellRef(row: string, col: number): (element: HTMLElement | null) => void;
  onFocus(row: string, col: number): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

const MIRRORED: Record<string, string> = { ArrowRight: "ArrowLeft", ArrowLeft: "ArrowRight" };

/** The cell a key moves to from `at`, or null for a key the grid leaves alone. */
export function gridKeyTarget(
  key: string,
  ctrl: boolean,
  at: { row: number; col: number },
  rows: number,
  cols: number,
): { row: number; col: number } | null {
  const clampRow = (row: number) => Math.max(0, Math.min(rows - 1, row));
  const clampCol = (col: number) => Math.max(0, Math.min(cols - 1, col));
  switch (key) {
    case "ArrowUp":
      return { row: clampRow(at.row - 1), col: at.col };
    case "ArrowDown":
      return { row: clampRow(at.row + 1), col: at.col };
    case "ArrowLeft":
      return { row: at.row, col: clampCol(at.col - 1) };
    case "ArrowRight":
      return { row: at.row, col: clampCol(at.col + 1) };
    case "Home":
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case "End":
      return ctrl ? { row: rows - 1, col: cols - 1 } : { row: at.row, col: cols - 1 };
    default:
      return null;
  }
}

export function useGridNavigation(rowKeys: readonly string[], cols: number): GridNavigation {
  const [active, setActive] = useState<Cell | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  // A vanished row (deleted elsewhere) gives the tab stop back to the first cell.
  const current: Cell | null =
    active && rowKeys.includes(active.row)
      ? { row: active.row, col: Math.min(active.col, cols - 1) }
      : rowKeys[0] !== undefined
        ? { row: rowKeys[0], col: 0 }
        : null;

  const cellRef = useCallback(
    (row: string, col: number) => (element: HTMLElement | null) => {
      const id = `${row}|${col}`;
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!current || event.altKey || event.metaKey) return;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const key = rtl ? (MIRRORED[event.key] ?? event.key) : event.key;
    const at = { row: rowKeys.indexOf(current.row), col: current.col };
    const next = gridKeyTarget(key, event.ctrlKey, at, rowKeys.length, cols);
    const row = next ? rowKeys[next.row] : undefined;
    if (!next || row === undefined) return;
    event.preventDefault();
    setActive({ row, col: next.col });
    elements.current.get(`${row}|${next.col}`)?.focus();
  };

  return {
    tabIndex: (row, col) => (current?.row === row && current.col === col ? 0 : -1),
    cellRef,
    onFocus: (row, col) => setActive({ row, col }),
    onKeyDown,
  };
}
