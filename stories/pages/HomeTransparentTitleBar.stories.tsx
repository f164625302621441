// The home page with a StickyTransparent title bar (docs/reference/ui-behaviour.md#title-bar): the bar lies over the
// top of the banner in the banner's text colour, and turns solid once the page scrolls past the banner (scroll the
// canvas to see it). Rendered through the app's PageFrame, which tells the bar whether the page starts with a banner.
import type { Meta, StoryObj } from "@storybook/react-vite";
import home from "../../layouts/home.json";
import { PageFrame } from "../../src/client/pages/PageFrame";
import { DeviceProvider } from "../../src/layout/DeviceContext";
import type { Device } from "../../src/layout/device";
import { LayoutRenderer } from "../../src/layout/LayoutRenderer";
import { deviceFromGlobals } from "../support/globals";
import { pageStory } from "../support/page-story";
import { loadedNodes } from "../support/widget-story";

const meta = {
  title: "Pages/Home transparent title bar",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;

const template = { ...home, titleBar: { ...home.titleBar, positioning: "StickyTransparent" } };

function transparentStory(device: Device): StoryObj {
  const story = pageStory(template, device);
  return {
    ...story,
    // pageStory hydrates the title bar first, then the sections: the page frame takes them apart again.
    render: (_args, { loaded, globals }) => {
      const [titleBar, ...layout] = loadedNodes(loaded);
      if (!titleBar) return <p>The template has no title bar.</p>;
      return (
        <DeviceProvider device={deviceFromGlobals(globals) ?? device}>
          <PageFrame titleBar={titleBar} layout={layout}>
            <LayoutRenderer layout={layout} debug />
          </PageFrame>
        </DeviceProvider>
      );
    },
  };
}

// Tags are read statically by Storybook's indexer, so the viewport tag is spelled out here too.
export const Desktop: StoryObj = { ...transparentStory("desktop"), tags: ["viewport-desktop"] };

export const Mobile: StoryObj = { ...transparentStory("mobile"), tags: ["viewport-mobile"] };
