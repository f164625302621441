// Generated from schemas/widgets/group-header.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Group Header",
  parameters: { hydrateKey: "react.asset.groupHeader", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.asset.groupHeader", 0),
};

export const Member: StoryObj = {
  name: "Member",
  ...widgetStory("react.asset.groupHeader", 1),
  globals: { viewer: "member" },
};

export const WithoutBannerOrDescription: StoryObj = {
  name: "Without banner or description",
  ...widgetStory("react.asset.groupHeader", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.asset.groupHeader"),
};
