// @vitest-environment node
// The editor validates with precompiled code: bundling the model and store must not pull ajv's runtime
// (esbuild comes with tsx; jsdom's typed arrays confuse it, hence the node environment).
import { readdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");

/** Every module of a folder, nested ones included: the bundle covers the whole model, not one entry's reach. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(root, folder, file));
}

describe("editor model bundle", () => {
  it("holds no ajv runtime", { timeout: 30_000 }, async () => {
    const result = await build({
      entryPoints: [...sourceFiles("src/client/editor/model"), ...sourceFiles("src/client/editor/store")],
      bundle: true,
      write: false,
      outdir: path.join(root, "node_modules/.cache/no-ajv-runtime"),
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
