import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { EnvironmentGroupingSequencer } from "./tests/support/environment-sequencer";

export default defineConfig({
  plugins: [react()],
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache): the API step runs twice (PGlite,
    // then PostgreSQL) over the same server modules, and the unit and API steps share the libraries.
    experimental: { fsModuleCache: true },
    // The files of one environment run together, so a worker keeps its module graph
    // (tests/support/environment-sequencer.ts).
    sequence: { sequencer: EnvironmentGroupingSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          // One user-event in a worker: stories' play functions get the tests' copy (tests/unit/support/storybook-test.ts).
          alias: [
            {
              find: /^storybook\/test$/,
              replacement: path.resolve(import.meta.dirname, "tests/unit/support/storybook-test.ts"),
            },
          ],
          environment: "jsdom",
          setupFiles: ["tests/unit/setup.ts"],
          testTimeout: 20_000,
          // Vitest's default leaves a core idle on a 2-core machine (CPUs - 1 workers); jsdom files are CPU-bound.
          maxWorkers: 2,
          // Files of a worker share the module graph and the DOM: importing React, the widgets and jsdom's setup
          // once per worker instead of once per file saves about a third of the step's CPU. tests/unit/setup.ts
          // resets the document, storage, URL, timers and mocks before each file; no file may vi.mock a module.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Cheap argon2id for the hundreds of sign-ins and the seeded members (src/server/auth/password.ts); the
          // servers the lifecycle tests start inherit it.
          env: { QUORUM_PASSWORD_COST: "test" },
          // PGlite instances are memory-heavy; a couple of forks keep the 2-core machine responsive.
          pool: "forks",
          maxWorkers: 2,
          // Each file still gets its own app and database (support/app.ts); only the module graph (server code,
          // ~5 s to load) is shared by the files of a worker. So no file may mock a module (vi.mock would leak).
          isolate: false,
          // Generous: a test that builds a second app took over 30 s on a loaded 2-core machine; a hang still fails.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
