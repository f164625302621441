// The server and its commands as one bundle (dist/node/), built by esbuild from src/server/main.ts and the command
// lines (COMMANDS), rebuilt only when a source it holds changed. Node then loads plain JavaScript: a start costs about
// 40 % less CPU than through tsx's loader hooks, which every `npm start`, every cluster worker and every server a
// test starts pays (docs/reference/operations.md#the-servers-bundle).
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bundleDir = path.join(root, "dist", "node");
const inputsFile = path.join(bundleDir, "inputs.json");
export const bundleEntry = path.join(bundleDir, "main.mjs");

/** The `npm run` commands run from the bundle by scripts/cli.mjs, with their sources. */
export const COMMANDS = {
  migrate: "src/server/db/migrate-cli.ts",
  seed: "src/server/db/seed/cli.ts",
  backup: "src/server/ops/backup/backup-cli.ts",
  restore: "src/server/ops/backup/restore-cli.ts",
  "move-to-postgres": "src/server/ops/backup/move-to-postgres-cli.ts",
};

/** The bundled file of a command. */
export const commandEntry = (name) => path.join(bundleDir, `${name}.mjs`);

/**
 * The server's own modules find files beside their source (migrations, layout templates, message catalogues, the
 * client build) from `import.meta.url`. In the bundle that would be the bundle's address, so each module's
 * `import.meta.url` becomes its source file's address, written relative to the bundle (the checkout may move).
 */
const ownUrls = {
  name: "own-import-meta-url",
  setup(builder) {
    builder.onLoad({ filter: /[\\/](src|schemas)[\\/].*\.tsx?$/ }, (args) => {
      let contents = readFileSync(args.path, "utf8");
      if (contents.includes("import.meta.url")) {
        const relative = path.relative(bundleDir, args.path).split(path.sep).join("/");
        contents = contents.replaceAll(
          "import.meta.url",
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        );
      }
      return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/** True when the bundle is missing, or a file it was built from (or the lockfile) changed since. */
function isStale() {
  let built;
  try {
    built = statSync(bundleEntry).mtimeMs;
    const inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
    return [...inputs, "package-lock.json"].some((input) => statSync(path.join(root, input)).mtimeMs > built);
  } catch {
    return true; // missing bundle, or an input that is gone
  }
}

/**
 * Builds dist/node/ when stale. Servers started side by side (a test suite's) may build at once: each writes to a
 * folder of its own and renames it into place, so a server never loads a half-written bundle.
 */
export async function ensureServerBundle() {
  if (!isStale()) return bundleEntry;
  const staging = `${bundleDir}.${process.pid}.${Date.now()}`;
  const { build } = await import("esbuild"); // only when building: a start on a current bundle never loads it
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: "src/server/main.ts", ...COMMANDS },
    outdir: staging,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    // Chunks: a cluster's primary never loads the app's modules (src/server/main.ts imports them when serving), and
    // the commands share what they share with the server.
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [ownUrls],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith("node_modules/"));
  writeFileSync(path.join(staging, "inputs.json"), JSON.stringify(inputs));
  if (!isStale()) {
    rmSync(staging, { recursive: true, force: true }); // another start built the same bundle meanwhile
    return bundleEntry;
  }
  mkdirSync(path.dirname(bundleDir), { recursive: true });
  const old = `${staging}.old`;
  try {
    renameSync(bundleDir, old);
  } catch {
    // no previous bundle
  }
  try {
    renameSync(staging, bundleDir);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another start put its bundle there first
  }
  rmSync(old, { recursive: true, force: true });
  return bundleEntry;
}
