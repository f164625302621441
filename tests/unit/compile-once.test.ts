import { describe, expect, it } from "vitest";
import { compileOnce } from "../../src/server/http/compile-once";

const shared = () => ({
  "Discussion#": { $id: "Discussion#", type: "object", properties: { name: { type: "string" } } },
  "User#": { $id: "User#", type: "object", properties: { userID: { type: "integer" } } },
});

describe("compileOnce", () => {
  it("makes one value for keys with the same JSON, whichever objects hold it", () => {
    const cache = new Map<string, number>();
    let made = 0;
    const make = () => ++made;
    // Fastify passes the shared schemas in a new record each time, and each app holds its own clones of them.
    const first = compileOnce(cache, [shared(), { rounding: "trunc" }], make);
    expect(compileOnce(cache, [{ ...shared() }, { rounding: "trunc" }], make)).toBe(first);
    expect(compileOnce(cache, [structuredClone(shared()), { rounding: "trunc" }], make)).toBe(first);
    expect(made).toBe(1);
  });

  it("makes a new value when any part of the JSON differs, however deep", () => {
    const cache = new Map<string, number>();
    let made = 0;
    const make = () => ++made;
    compileOnce(cache, ["json", shared()], make);
    const deeper = shared();
    deeper["User#"].properties.userID.type = "string";
    compileOnce(cache, ["json", deeper], make);
    compileOnce(cache, ["text", shared()], make);
    compileOnce(cache, ["json", { ...shared(), "Extra#": { $id: "Extra#" } }], make);
    expect(made).toBe(4);
  });

  it("leaves out what JSON leaves out, as JSON.stringify does", () => {
    const cache = new Map<string, string>();
    const value = compileOnce(cache, { type: "object", title: undefined }, () => "first");
    expect(compileOnce(cache, { type: "object" }, () => "second")).toBe(value);
  });
});
