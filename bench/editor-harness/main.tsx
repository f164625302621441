// The move bench in a real browser: the production build of this page (bench/editor-browser.ts builds and serves
// it) exposes the run for Playwright to call. The app's stylesheet is loaded so layout and paint cost what they do.
import "../../src/client/styles.css";
import { runMoveBench } from "../editor-move-run";

declare global {
  interface Window {
    runEditorMoveBench(widgets: number, moves: number): ReturnType<typeof runMoveBench>;
  }
}

window.runEditorMoveBench = (widgets, moves) => {
  const container = document.getElementById("root");
  if (!container) throw new Error("The bench page has no #root.");
  return runMoveBench({
    widgets,
    moves,
    container,
    frames: true,
    environment: `${navigator.userAgent.match(/Chrom(e|ium)\/[\d.]+/)?.[0] ?? "browser"}, React production build`,
  });
};
