// Hand-written Storybook config (never `storybook init`, see docs toolchain notes). The react-vite builder loads
// the root vite.config.ts (React + Tailwind plugins); viteFinal only makes sure the pieces stories need are there.
import path from "node:path";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import type { PluginOption } from "vite";

const projectRoot = path.resolve(import.meta.dirname, "..");

function hasPlugin(plugins: PluginOption[] | undefined, prefix: string): boolean {
  return (plugins ?? []).flat(Number.POSITIVE_INFINITY).some((plugin) => {
    const name = plugin && typeof plugin === "object" && "name" in plugin ? String(plugin.name) : "";
    return name.startsWith(prefix);
  });
}

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen" },
  async viteFinal(viteConfig) {
    const plugins = [...(viteConfig.plugins ?? [])];
    if (!hasPlugin(plugins, "@tailwindcss/vite")) plugins.push(tailwindcss());
    return {
      ...viteConfig,
      // The app's config serves from src/client; stories live at the repository root.
      root: projectRoot,
      plugins,
    };
  },
};

export default config;
