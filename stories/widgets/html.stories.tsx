// Generated from schemas/widgets/html.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Custom HTML",
  parameters: { hydrateKey: "react.html", layout: "padded" },
} satisfies Meta;

export default meta;

export const AnnouncementBox: StoryObj = {
  name: "Announcement box",
  ...widgetStory("react.html", 0),
};

export const ScriptRunsSandboxed: StoryObj = {
  name: "Script runs sandboxed",
  ...widgetStory("react.html", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.html"),
};
