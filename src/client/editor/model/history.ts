// Undo/redo stacks, bounded so a long session does not keep every document it ever had. Each step keeps the
// label of the change ("Delete Recent Posts") so undo and redo can say what they did.
import type { EditorDocument } from "./types";

export const HISTORY_LIMIT = 100;

export interface HistoryState {
  doc: EditorDocument;
  past: EditorDocument[];
  future: EditorDocument[];
  /** Labels of the steps in `past` / `future`, index for index. */
  pastLabels: string[];
  futureLabels: string[];
}

const keepLast = <T>(list: T[], limit: number): T[] =>
  list.length > limit ? list.slice(list.length - limit) : list;

/** A new present: the old one joins `past` (the oldest dropped past the limit) and `future` is cleared. */
export function pushHistory(
  history: HistoryState,
  label: string,
  next: EditorDocument,
  limit = HISTORY_LIMIT,
): HistoryState {
  if (next === history.doc) return history;
  return {
    doc: next,
    past: keepLast([...history.past, history.doc], limit),
    pastLabels: keepLast([...history.pastLabels, label], limit),
    future: [],
    futureLabels: [],
  };
}

/**
 * The present replaced without a new step: typing in a form field changes the document on every keystroke, and
 * undo should take back the word, not the last letter. The caller decides when edits belong together.
 */
export function coalesceHistory(history: HistoryState, next: EditorDocument): HistoryState {
  if (next === history.doc) return history;
  return { ...history, doc: next, future: [], futureLabels: [] };
}

/** One step back, with the label of the step undone; null when there is nothing to undo. */
export function undoHistory(history: HistoryState): { history: HistoryState; label: string } | null {
  const previous = history.past.at(-1);
  if (!previous) return null;
  const label = history.pastLabels.at(-1) ?? "change";
  return {
    label,
    history: {
      doc: previous,
      past: history.past.slice(0, -1),
      pastLabels: history.pastLabels.slice(0, -1),
      future: [history.doc, ...history.future],
      futureLabels: [label, ...history.futureLabels],
    },
  };
}

/** One step forward again, with its label; null when there is nothing to redo. */
export function redoHistory(
  history: HistoryState,
  limit = HISTORY_LIMIT,
): { history: HistoryState; label: string } | null {
  const [next, ...rest] = history.future;
  if (!next) return null;
  const label = history.futureLabels[0] ?? "change";
  return {
    label,
    history: {
      doc: next,
      past: keepLast([...history.past, history.doc], limit),
      pastLabels: keepLast([...history.pastLabels, label], limit),
      future: rest,
      futureLabels: history.futureLabels.slice(1),
    },
  };
}
