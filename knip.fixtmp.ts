// Knip: unused files, exports and dependencies, checked by `npm run boundaries` beside dependency-cruiser.
// Every file the tools, tests and stories start from is an entry; whatever those never reach is reported.
import type { KnipConfig } from "knip";

/** Turns a stylesheet's `@import "x"` lines into module imports, so packages used only from CSS count as used. */
function cssImports(text: string): string {
  return [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, from]) => `import "${from}";`).join("\n");
}

const config: KnipConfig = {
  // The app's own entries need no line: knip reads them from package.json's scripts (src/server/main.ts, the seed
  // and migrate CLIs) and from src/client/index.html (src/client/main.tsx).
  entry: [
    "scripts/*.{ts,mjs}",
    "bench/*.{ts,tsx}",
    "bench/editor-harness/main.tsx",
    "tests/**/*.{test,spec}.{ts,tsx}",
    "tests/**/*.config.ts",
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
  // dependency-cruiser reads TypeScript through this Babel config (see .dependency-cruiser.cjs).
  babel: { config: ["scripts/boundaries/babel.cjs"] },
  compilers: { css: cssImports },
  // Written by the generators from every schema, used or not: a change belongs in the schema, not here.
  ignoreIssues: {
    "knip.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/drafts.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/content-log.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/post-source.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/roles.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/reports.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/categories.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/collections.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/config.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/discussions.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/http.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/notifications.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/bulk.ts": ["exports", "types", "duplicates", "files"],
    "src/lib/moderation/option-rules.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/authenticate.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/layouts/edit.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/layouts/layouts.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/layouts/lookup.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/layouts/views.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/comments.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/audit-logs.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/reactions.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/users/admin.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/users/counts.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/users/identity.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/users/me.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/users/profiles.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/option-lookups.ts": ["exports", "types", "duplicates", "files"],
    "src/client/api/conversations.ts": ["exports", "types", "duplicates", "files"],
    "src/types/generated/**": ["files", "exports", "types", "duplicates"],
    "src/client/editor/validation/generated/**": ["exports"],
  },
  // dependency-cruiser parses .ts files only when swc (or TypeScript's JavaScript API, absent here) is installed.
  ignoreDependencies: ["@swc/core"],
  // A system tool the mail test shells out to (and skips without), not a package.
  ignoreBinaries: ["openssl"],
};

export default config;
