// Generated from schemas/widgets/announcements.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Announcements",
  parameters: { hydrateKey: "react.discussion.announcements", layout: "padded" },
} satisfies Meta;

export default meta;

export const AnnouncementsList: StoryObj = {
  name: "Announcements list",
  ...widgetStory("react.discussion.announcements", 0),
};

export const AnnouncementsGrid: StoryObj = {
  name: "Announcements grid",
  ...widgetStory("react.discussion.announcements", 1),
};

export const AnnouncementLinks: StoryObj = {
  name: "Announcement links",
  ...widgetStory("react.discussion.announcements", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.discussion.announcements"),
};
