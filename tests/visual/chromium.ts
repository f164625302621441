// Debian's Chromium with the flags that keep it off the network (docs: toolchain notes). Playwright never downloads
// a browser here.
import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";
import { chromiumPath, headlessShellPath } from "../../scripts/ensure-deps.mjs";

const OFFLINE_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The full browser: the visual baselines were drawn by it (its text rendering differs), and the benchmarks measure it. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  args: OFFLINE_ARGS,
};

/**
 * The same Chromium built as a headless shell (Debian's chromium-headless-shell, what Playwright itself uses
 * headless): no browser UI behind each context, so the end-to-end step, which opens a context per test, took a
 * third less CPU (README, under the environment variables). The full browser when the shell is not installed (no
 * root to install it).
 */
export const headlessShellLaunchOptions: LaunchOptions = existsSync(headlessShellPath)
  ? { executablePath: headlessShellPath, args: OFFLINE_ARGS }
  : chromiumLaunchOptions;
