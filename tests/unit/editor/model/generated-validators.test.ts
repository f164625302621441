// @vitest-environment node
// The precompiled validators are plain browser code: no ajv runtime, formats from ajv-formats' standalone
// formats module, and the checked-in module matches what the generator makes now.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import standaloneCode from "ajv/dist/standalone";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { generateValidators, toBrowserModule } from "../../../../scripts/generate-validators";
import { clientWidgetSchemas } from "../../../../src/client/editor/model/widget-meta";
import { widgetValidators } from "../../../../src/client/editor/validation/generated/validators.js";
import { equal, ucs2length } from "../../../../src/client/editor/validation/runtime";

const generatedFile = path.resolve(
  import.meta.dirname,
  "../../../../src/client/editor/validation/generated/validators.js",
);

describe("generated validators", () => {
  it("are current and import nothing from ajv", () => {
    const checkedIn = readFileSync(generatedFile, "utf8");
    expect(generateValidators().get(generatedFile)).toBe(checkedIn);
    const imports = [...checkedIn.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports.every((from) => from === "../runtime" || from === "ajv-formats/dist/formats.js")).toBe(
      true,
    );
    expect(checkedIn).not.toMatch(/require\(/);
  });

  it("cover every widget hydrate key", () => {
    expect(Object.keys(widgetValidators).sort()).toEqual([...clientWidgetSchemas.keys()].sort());
  });

  it("turn format and runtime requires into browser imports, and refuse unknown requires", () => {
    const ajv = new Ajv({ allErrors: true, code: { source: true, esm: true } });
    addFormats(ajv);
    ajv.addSchema({
      $id: "https://example.test/s.json",
      type: "object",
      properties: {
        when: { type: "string", format: "date-time", maxLength: 40 },
        tags: { type: "array", uniqueItems: true },
      },
    });
    const module = toBrowserModule(standaloneCode(ajv, { validateS: "https://example.test/s.json" }));
    expect(module).toContain('import { fullFormats } from "ajv-formats/dist/formats.js";');
    expect(module).toContain('import { equal, ucs2length } from "../runtime";');
    expect(module).not.toMatch(/require\(/);
    expect(() => toBrowserModule('const x = require("ajv/dist/runtime/parseJson").parseJson;')).toThrow(
      /no browser replacement/,
    );
  });
});

describe("runtime helpers", () => {
  it("ucs2length counts code points", () => {
    expect(ucs2length("abc")).toBe(3);
    expect(ucs2length("a😀b")).toBe(3);
    expect(ucs2length("")).toBe(0);
  });

  it("equal compares JSON values deeply", () => {
    expect(equal({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(equal({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(equal([1, 2], [2, 1])).toBe(false);
    expect(equal(Number.NaN, Number.NaN)).toBe(true);
    expect(equal([], {})).toBe(false);
  });
});
