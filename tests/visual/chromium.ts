// Debian's Chromium with the flags that keep it off the network (docs: toolchain notes). Shared by the visual
// and e2e configs; Playwright never downloads a browser here.
import type { LaunchOptions } from "@playwright/test";

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};
