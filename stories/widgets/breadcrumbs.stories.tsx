// Generated from schemas/widgets/breadcrumbs.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
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

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.breadcrumbs"),
};
