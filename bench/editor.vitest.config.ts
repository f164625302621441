// Vitest settings for the editor bench's timing file (bench/editor-move.bench.tsx): jsdom, as the unit tests, so the
// canvas renders with the same CSS-import and import.meta.env handling as the client build. Run by bench/editor.ts.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["bench/editor-move.bench.tsx"],
    environment: "jsdom",
    testTimeout: 180_000,
  },
});
