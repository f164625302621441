// What the three commands share: one-line failures (DEBUG=1 for the stack) and a non-zero exit code.
import { parseArgs } from "node:util";

export function runCommand(name: string, main: () => Promise<void>): void {
  const began = performance.now();
  main().then(
    () => console.log(`[${name}] done in ${((performance.now() - began) / 1000).toFixed(1)} s`),
    (error: unknown) => {
      const detail =
        error instanceof Error ? (process.env.DEBUG ? error.stack : error.message) : String(error);
      console.error(`[${name}] failed: ${detail}`);
      process.exitCode = 1;
    },
  );
}

export function logTo(name: string): (line: string) => void {
  return (line) => console.log(`[${name}] ${line}`);
}

/** The one positional argument and --force; throws the usage line when the positional is missing. */
export function readArguments(usage: string): { target: string; force: boolean } {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const [target, ...rest] = positionals;
  if (!target || rest.length > 0) throw new Error(`usage: ${usage}`);
  return { target, force: values.force ?? false };
}
