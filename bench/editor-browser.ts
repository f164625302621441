// The move bench in Chromium: builds bench/editor-harness (production, Vite) into a temporary folder, serves it on
// loopback, opens it in Debian's Chromium (the e2e launch options) and runs the moves there.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build, preview } from "vite";
import { chromiumLaunchOptions } from "../tests/visual/chromium";
import type { MoveFigures } from "./editor-move-run";

const harness = path.join(path.dirname(fileURLToPath(import.meta.url)), "editor-harness");

export async function measureMovesInChromium(widgets: number, moves: number): Promise<MoveFigures> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), "quorum-editor-harness-"));
  const shared = {
    root: harness,
    configFile: false as const,
    logLevel: "error" as const,
    plugins: [react(), tailwindcss()],
  };
  try {
    await build({ ...shared, mode: "production", build: { outDir, emptyOutDir: true } });
    const server = await preview({ ...shared, build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
    const url = server.resolvedUrls?.local[0];
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      if (!url) throw new Error("The harness server has no address.");
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      page.on("pageerror", (error) => console.log(`  harness page error: ${error.message}`));
      await page.goto(url);
      return await page.evaluate(([count, times]) => window.runEditorMoveBench(count, times), [
        widgets,
        moves,
      ] as const);
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
