// @vitest-environment node
// Generated files are checked in; these fail when a schema changed without regenerating them.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function runCheck(script: string): { status: number | null; output: string } {
  const result = spawnSync("npx", ["tsx", script, "--check"], { cwd: root, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("generated files", () => {
  it("types in src/types/generated match schemas/", { timeout: 120_000 }, () => {
    const { status, output } = runCheck("scripts/generate-types.ts");
    expect(status, output).toBe(0);
  });

  it("stories in stories/widgets and stories/pages match the schemas' examples and layouts/", {
    timeout: 60_000,
  }, () => {
    const { status, output } = runCheck("scripts/generate-stories.ts");
    expect(status, output).toBe(0);
  });
});
