// Generated from schemas/widgets/breadcrumbs.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Breadcrumbs",
  parameters: { hydrateKey: "react.breadcrumbs", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.breadcrumbs", 0),
};
