// A collection's records as the dashboard edits them (docs/reference/curation.md#the-collections-page): moved one
// place up or down, or removed; the list sent back is the whole new order (PATCH /collections/{id} records).

export interface OrderedRecord {
  recordType: string;
  recordID: number;
}

export const recordKey = (record: OrderedRecord) => `${record.recordType}:${record.recordID}`;

/** The list with the record at `index` moved one place (-1 up, +1 down); the same list when it cannot move. */
export function moveRecord<T>(records: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= records.length || target < 0 || target >= records.length) return [...records];
  const next = [...records];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The list without the record at `index`. */
export function removeRecord<T>(records: readonly T[], index: number): T[] {
  return records.filter((_, at) => at !== index);
}

/** What PATCH /collections/{id} takes: type and id of each record, in order. */
export function recordRefs<R extends OrderedRecord>(
  records: readonly R[],
): Pick<R, "recordType" | "recordID">[] {
  return records.map(({ recordType, recordID }) => ({ recordType, recordID }));
}
