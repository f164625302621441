// Knip: unused files, exports and dependencies, checked by `npm run boundaries` beside dependency-cruiser.
// Every file the tools, tests and stories start from is an entry; whatever those never reach is reported.
import type { KnipConfig } from "knip";

/**
 * Turns a stylesheet's `@import "x"` lines and its `url(package/…)` references (self-hosted font files) into module
 * imports, so packages used only from CSS count as used.
 */
function cssImports(text: string): string {
  const imports = [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, from]) => from);
  const packageUrls = [...text.matchAll(/url\(["']?(@[\w.-]+\/[\w.-]+\/[^"')]+)["']?\)/g)].map(
    ([, from]) => from,
  );
  return [...imports, ...packageUrls].map((from) => `import "${from}";`).join("\n");
}

const config: KnipConfig = {
  // knip reads further entries from package.json's scripts and from src/client/index.html (src/client/main.tsx).
  entry: [
    // scripts/serve.mjs and scripts/cli.mjs run the server and its commands from their bundle, built from these.
    "src/server/main.ts",
    "src/server/db/migrate-cli.ts",
    "src/server/db/seed/cli.ts",
    "src/server/ops/backup/*-cli.ts",
    "scripts/*.{ts,mjs}",
    "bench/*.{ts,tsx}",
    "bench/editor-harness/main.tsx",
    "tests/**/*.{test,spec}.{ts,tsx}",
    "tests/**/*.config.ts",
    // vitest.config.ts resolves storybook/test to it in the unit project.
    "tests/unit/support/storybook-test.ts",
    "stories/**/*.stories.tsx",
    ".storybook/*.{ts,tsx}",
    "*.config.ts",
  ],
  project: [
    "src/**/*.{ts,tsx,js,mjs,css}",
    "widgets/**/*.{ts,tsx,css}",
    "stories/**/*.{ts,tsx}",
    "tests/**/*.{ts,tsx}",
    "bench/**/*.{ts,tsx}",
    "scripts/**/*.{ts,mjs,cjs}",
    ".storybook/*.{ts,tsx}",
    "*.ts",
  ],
  // The API layer's modules export every layer of a resource (keys, fetchers, query options, hooks; see
  // ARCHITECTURE.md "Client data layer"), so a server render can prefetch the same options: an export its own file
  // uses is part of that surface. One used nowhere is still reported.
  ignoreExportsUsedInFile: true,
  // dependency-cruiser reads TypeScript through this Babel config (see .dependency-cruiser.cjs).
  babel: { config: ["scripts/boundaries/babel.cjs"] },
  compilers: { css: cssImports },
  // Written by the generators from every schema, used or not: a change belongs in the schema, not here.
  ignoreIssues: {
    "src/types/generated/**": ["files", "exports", "types", "duplicates"],
    "src/client/editor/validation/generated/**": ["exports"],
  },
  // dependency-cruiser parses .ts files only when swc (or TypeScript's JavaScript API, absent here) is installed.
  ignoreDependencies: ["@swc/core"],
  // A system tool the mail test shells out to (and skips without), not a package.
  ignoreBinaries: ["openssl"],
};

export default config;
