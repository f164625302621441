// Rows in PostgreSQL's COPY text format (tab-separated, \N for null), the fastest bulk path on both engines.

export type CopyValue = string | number | boolean | Date | null | undefined;

const needsEscape = /[\\\t\n\r]/;
const escapes: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  if (value instanceof Date) return value.toISOString();
  return needsEscape.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => escapes[c] ?? c) : value;
}

/** One COPY line, newline included. */
function copyLine(values: readonly CopyValue[]): string {
  let line = copyField(values[0]);
  for (let i = 1; i < values.length; i++) line += `\t${copyField(values[i])}`;
  return `${line}\n`;
}

/** Accumulates COPY lines for one table; `take()` hands the text over and starts afresh. */
export class CopyBuffer {
  private parts: string[] = [];
  rows = 0;

  add(values: readonly CopyValue[]): void {
    this.parts.push(copyLine(values));
    this.rows++;
  }

  take(): string {
    const text = this.parts.join("");
    this.parts = [];
    this.rows = 0;
    return text;
  }
}
