// Page stories: a default template (layouts/<viewType>.json) rendered whole, title bar included, hydrated by the
// preview runtime with the view type's page params, pinned to one device and viewport.
import type { StoryObj } from "@storybook/react-vite";
import type { Device } from "../../src/layout/device";
import { previewPage } from "./page-params";
import { viewportTag } from "./viewports";
import { layoutStory } from "./widget-story";

interface TemplateDocument {
  layoutViewType: string;
  titleBar?: unknown;
  layout: unknown[];
}

function isTemplate(value: unknown): value is TemplateDocument {
  if (typeof value !== "object" || value === null) return false;
  const document = value as Record<string, unknown>;
  return typeof document.layoutViewType === "string" && Array.isArray(document.layout);
}

/** The nodes a page renders, top to bottom: the title bar node (when the template has one), then the sections. */
function templateNodes(template: TemplateDocument): unknown[] {
  return template.titleBar ? [template.titleBar, ...template.layout] : [...template.layout];
}

export function pageStory(template: unknown, device: Device): StoryObj {
  if (!isTemplate(template))
    throw new Error("A page story needs a layout document (layoutViewType, layout[]).");
  const page = previewPage(template.layoutViewType);
  return {
    ...layoutStory(templateNodes(template), page.params),
    parameters: { layout: "fullscreen", location: page.location },
    globals: { device, viewport: { value: device, isRotated: false } },
    tags: [viewportTag(device)],
  };
}
