// Mobile-friendly tables (docs/reference/ui-behaviour.md#shared-components): each body cell gets its column's header
// text as data-label, which the client's CSS shows beside the value when a narrow screen stacks the cells. Tables
// with 1000 header cells or more are left alone. Runs on sanitized HTML, whose markup is regular (tags never hold a
// raw ">" in a quoted value, text escapes & < >), so walking its tags is exact.
import { escapeHtml, unescapeHtml } from "./escape";

export const MAX_LABELLED_HEADERS = 1000;
const TAG = /<(\/?)([a-zA-Z0-9]+)([^>]*)>/g;

interface TableState {
  headers: string[];
  headerCount: number;
  /** Cells seen in the current row. */
  column: number;
  /** Collecting a header's text (inside <th>). */
  header: string | null;
  /** The first row holding <th> cells is the header row; later ones are not. */
  headerRowDone: boolean;
  rowHasHeader: boolean;
}

export function labelTableCells(html: string): string {
  if (!html.includes("<table")) return html;
  const stack: TableState[] = [];
  let out = "";
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, slash, rawName, rest] = match;
    const name = (rawName ?? "").toLowerCase();
    const text = html.slice(last, match.index);
    const table = stack[stack.length - 1];
    if (table?.header !== null && table?.header !== undefined) table.header += text;
    out += text;
    last = match.index + whole.length;
    let tag = whole;
    if (name === "table") {
      if (slash) stack.pop();
      else
        stack.push({
          headers: [],
          headerCount: 0,
          column: 0,
          header: null,
          headerRowDone: false,
          rowHasHeader: false,
        });
    } else if (table && name === "tr") {
      if (!slash) {
        table.column = 0;
        table.rowHasHeader = false;
      } else if (table.rowHasHeader) table.headerRowDone = true;
    } else if (table && name === "th" && !table.headerRowDone) {
      if (!slash) {
        table.header = "";
        table.rowHasHeader = true;
        table.headerCount += 1;
      } else if (table.header !== null) {
        table.headers.push(
          unescapeHtml(table.header.replace(/<[^>]*>/g, ""))
            .replace(/\s+/g, " ")
            .trim(),
        );
        table.header = null;
      }
    } else if (table && name === "td" && !slash) {
      const label = table.headers[table.column];
      table.column += 1;
      if (label && table.headerCount < MAX_LABELLED_HEADERS && !/\sdata-label=/.test(rest ?? "")) {
        tag = `<td${rest ?? ""} data-label="${escapeHtml(label)}">`;
      }
    } else if (table && name === "th" && !slash) {
      table.column += 1;
    }
    out += tag;
  }
  return out + html.slice(last);
}
