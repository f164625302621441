// What a bulk request asks for, as the long-runner carries it from one call to the next (callback-token.ts).
export type BulkWork =
  | { action: "delete"; ids: number[]; total: number }
  | { action: "move"; ids: number[]; total: number; categoryID: number; addRedirects: boolean }
  | { action: "close"; ids: number[]; total: number; closed: boolean }
  | { action: "merge"; ids: number[]; total: number; destinationID: number; addRedirects: boolean };

const isID = (value: unknown) => Number.isInteger(value) && (value as number) > 0;

/** A shape check for work read back from a payload (signed by us, but checked before use all the same). */
export function isBulkWork(value: unknown): value is BulkWork {
  if (typeof value !== "object" || value === null) return false;
  const work = value as Record<string, unknown>;
  if (!Array.isArray(work.ids) || !work.ids.every(isID) || !Number.isInteger(work.total)) return false;
  switch (work.action) {
    case "delete":
      return true;
    case "move":
      return isID(work.categoryID) && typeof work.addRedirects === "boolean";
    case "close":
      return typeof work.closed === "boolean";
    case "merge":
      return isID(work.destinationID) && typeof work.addRedirects === "boolean";
    default:
      return false;
  }
}
