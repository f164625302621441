// A collection's records as the dashboard reorders them (src/client/pages/dashboard-curation/record-order.ts,
// docs/reference/curation.md#the-collections-page): one place up or down, removal, and the refs PATCH takes.
import { describe, expect, it } from "vitest";
import {
  moveRecord,
  recordKey,
  recordRefs,
  removeRecord,
} from "../../src/client/pages/dashboard-curation/record-order";

const records = ["a", "b", "c", "d"];

describe("moving and removing records", () => {
  it("moves a record one place up or down", () => {
    expect(moveRecord(records, 2, -1)).toEqual(["a", "c", "b", "d"]);
    expect(moveRecord(records, 0, 1)).toEqual(["b", "a", "c", "d"]);
  });

  it("leaves the order as it is at either end or for an index outside the list", () => {
    expect(moveRecord(records, 0, -1)).toEqual(records);
    expect(moveRecord(records, 3, 1)).toEqual(records);
    expect(moveRecord(records, 7, -1)).toEqual(records);
  });

  it("removes the record at an index, and returns new lists", () => {
    expect(removeRecord(records, 1)).toEqual(["a", "c", "d"]);
    expect(moveRecord(records, 1, 1)).not.toBe(records);
  });

  it("sends each record's type and id only", () => {
    const full = [{ recordType: "discussion", recordID: 4, sort: 0, record: { name: "x", url: "/x" } }];
    expect(recordRefs(full)).toEqual([{ recordType: "discussion", recordID: 4 }]);
    expect(recordKey(full[0] ?? { recordType: "", recordID: 0 })).toBe("discussion:4");
  });
});
