// @vitest-environment node
// The editor validates with precompiled code: bundling the model and store must not pull ajv's runtime
// (esbuild comes with tsx; jsdom's typed arrays confuse it, hence the node environment).
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");

describe("editor model bundle", () => {
  it("holds no ajv runtime", { timeout: 30_000 }, async () => {
    const result = await build({
      stdin: {
        contents: [
          'export * from "./src/client/editor/model/index";',
          'export * from "./src/client/editor/store/index";',
        ].join("\n"),
        resolveDir: root,
        loader: "ts",
      },
      bundle: true,
      write: false,
      format: "esm",
      platform: "browser",
      metafile: true,
      external: ["react", "react-dom", "zustand", "immer"],
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.includes("validation/generated/validators.js"))).toBe(true);
    expect(
      inputs.filter((input) => /node_modules\/(ajv|ajv-formats|fast-uri|json-schema-traverse)\//.test(input)),
    ).toEqual([]);
  });
});
