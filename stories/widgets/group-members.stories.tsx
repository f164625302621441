// Generated from schemas/widgets/group-members.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Group Members",
  parameters: { hydrateKey: "react.asset.groupMembers", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.asset.groupMembers", 0),
};

export const LeaderWithRequestsToJoin: StoryObj = {
  name: "Leader with requests to join",
  ...widgetStory("react.asset.groupMembers", 1),
  globals: { viewer: "member" },
};

export const FiveInABox: StoryObj = {
  name: "Five, in a box",
  ...widgetStory("react.asset.groupMembers", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.asset.groupMembers"),
};
