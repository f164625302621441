// Types for the parts of scripts/ensure-deps.mjs that TypeScript code imports (plain ESM so that `npm test` can run
// it before any TypeScript tooling).
export const chromiumPath: string;
export const headlessShellPath: string;
