// Hand-written Storybook config (never `storybook init`, see docs toolchain notes). The react-vite builder loads
// the root vite.config.ts (React + Tailwind plugins); viteFinal only makes sure the pieces stories need are there.
import path from "node:path";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin, PluginOption } from "vite";
import { HTML_WIDGET_FRAME_PATH, htmlWidgetFramePage } from "../widgets/html/frame-page.server.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

function hasPlugin(plugins: PluginOption[] | undefined, prefix: string): boolean {
  return (plugins ?? []).flat(Number.POSITIVE_INFINITY).some((plugin) => {
    const name = plugin && typeof plugin === "object" && "name" in plugin ? String(plugin.name) : "";
    return name.startsWith(prefix);
  });
}

/** The page Custom HTML frames load (widgets/html/frame.ts), which the forum's server serves: here in dev, and
 * written into the static build. Without the server's header its opaque origin comes from the iframe's sandbox. */
function serveHtmlWidgetFramePage(): Plugin {
  const fileName = HTML_WIDGET_FRAME_PATH.slice(1);
  return {
    name: "quorum-html-widget-frame",
    configureServer(server) {
      server.middlewares.use(HTML_WIDGET_FRAME_PATH, (_request, response) => {
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.end(htmlWidgetFramePage());
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName, source: htmlWidgetFramePage() });
    },
  };
}

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen" },
  async viteFinal(viteConfig) {
    const plugins = [...(viteConfig.plugins ?? [])];
    if (!hasPlugin(plugins, "@tailwindcss/vite")) plugins.push(tailwindcss());
    plugins.push(serveHtmlWidgetFramePage());
    // Stories format English source text in the browser: they keep the ICU parser the app's bundle leaves out.
    const alias = viteConfig.resolve?.alias;
    const aliases = Array.isArray(alias)
      ? alias.filter((entry) => !String(entry.replacement).includes("no-parser")) // vite.config.ts MESSAGE_PARSER_ALIAS
      : alias;
    return {
      ...viteConfig,
      // The app's config serves from src/client; stories live at the repository root.
      root: projectRoot,
      plugins,
      resolve: { ...viteConfig.resolve, ...(aliases ? { alias: aliases } : {}) },
    };
  },
};

export default config;
