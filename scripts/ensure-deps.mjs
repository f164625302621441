#!/usr/bin/env node
// Installs what the project needs and a fresh machine lacks: node_modules (npm ci), Debian's Chromium, Debian's
// nginx (the reverse proxy of the two-process test, tests/api/two-processes.test.ts, and bench:cluster).
// Shared by `npm test` (scripts/test.mjs) and `npm start` (scripts/start.mjs); PostgreSQL is in pg-cluster.mjs.
//   node scripts/ensure-deps.mjs [node] [chromium] [nginx]     (default: node)
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The browsers the tests launch (tests/visual/chromium.ts): Debian's, or the binaries the environment names. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The same engine as a headless shell, for the end-to-end tests. */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/** apt-get is usable: we are root on a Debian-family system. */
export function canApt() {
  return isRoot() && existsSync("/usr/bin/apt-get") && existsSync("/etc/debian_version");
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`\`${cmd} ${args.join(" ")}\` failed (exit ${result.status})`);
}

let aptUpdated = false;

/** `apt-get update` (once per process) then `apt-get install -y`: package lists on a fresh machine are stale or empty. */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (!aptUpdated) {
    run("apt-get", ["update", "-q"], { env });
    aptUpdated = true;
  }
  run("apt-get", ["install", "-y", "-q", ...packages], { env });
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Why node_modules needs `npm ci`, or undefined when it is up to date with package-lock.json. */
export function nodeModulesStaleReason(root = repoRoot) {
  // npm rewrites node_modules/.package-lock.json on every install, so its mtime dates the install.
  const installed = mtime(path.join(root, "node_modules", ".package-lock.json"));
  const lock = mtime(path.join(root, "package-lock.json"));
  if (installed === undefined) return "node_modules is missing";
  if (lock !== undefined && lock > installed) return "package-lock.json is newer than node_modules";
  return undefined;
}

export function ensureNodeModules(root = repoRoot) {
  const reason = nodeModulesStaleReason(root);
  if (!reason) return false;
  console.log(`[deps] ${reason}: running npm ci`);
  run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root });
  return true;
}

/**
 * Debian's Chromium for Playwright (the project never downloads browser builds), and its headless shell, which the
 * end-to-end tests prefer (tests/visual/chromium.ts): without root the shell is only suggested, as they fall back
 * to the full browser.
 */
export function ensureChromium() {
  const packages = [];
  if (!existsSync(chromiumPath)) packages.push("chromium");
  if (!existsSync(headlessShellPath)) packages.push("chromium-headless-shell");
  if (packages.length === 0) return false;
  if (!canApt()) {
    const install = `  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`;
    if (packages.includes("chromium")) {
      throw new Error(
        `Chromium not found at ${chromiumPath}. Install Debian's packages as root:\n${install}\n` +
          "(chromium brings the fonts the visual tests expect; Playwright's own browser downloads are not used).",
      );
    }
    console.log(
      `[deps] the end-to-end tests run the full Chromium, slower; for the headless shell:\n${install}`,
    );
    return false;
  }
  console.log(`[deps] missing: installing Debian's ${packages.join(" and ")}…`);
  aptInstall(packages); // chromium's dependencies bring the fonts pages render with (Liberation, DejaVu)
  return true;
}

/** The nginx binary: on PATH, else Debian's /usr/sbin/nginx (not on a normal user's PATH); undefined when absent. */
export function findNginx() {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin"];
  return dirs.map((dir) => dir && path.join(dir, "nginx")).find((file) => file && existsSync(file));
}

/** Debian's nginx for the reverse-proxy test; only its binary is used (the test runs its own, on loopback). */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (!canApt()) {
    throw new Error(
      "nginx not found (the two-process test runs it as a reverse proxy). Install Debian's package as root:\n" +
        "  sudo apt-get update && sudo apt-get install -y nginx\n" +
        "or put a directory holding nginx on PATH.",
    );
  }
  console.log("[deps] nginx missing: installing Debian's nginx package…");
  aptInstall(["nginx"]);
  const installed = findNginx();
  if (!installed) throw new Error("apt-get installed nginx but nginx is still not found");
  return installed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2);
  try {
    for (const what of wanted.length ? wanted : ["node"]) {
      if (what === "node") ensureNodeModules();
      else if (what === "chromium") ensureChromium();
      else if (what === "nginx") ensureNginx();
      else throw new Error(`unknown dependency "${what}" (node | chromium | nginx)`);
    }
  } catch (error) {
    console.error(`[deps] ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
