import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The client app: index.html lives in src/client; the server serves dist/client and inlines page state.
export default defineConfig({
  root: "src/client",
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to modulepreload the widget chunks an inlined layout needs (no load waterfall).
    manifest: true,
  },
});
