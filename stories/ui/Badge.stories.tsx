import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge, type BadgeTone } from "../../src/ui/Badge";
import { Gallery } from "./Gallery";

const meta = { title: "UI/Badge", component: Badge, parameters: { layout: "padded" } } satisfies Meta<
  typeof Badge
>;

export default meta;

const SAMPLES: { tone: BadgeTone; text: string }[] = [
  { tone: "standard", text: "Moderator" },
  { tone: "primary", text: "Announcement" },
  { tone: "success", text: "Answered" },
  { tone: "warning", text: "Closed" },
  { tone: "muted", text: "Sunk" },
];

export const Tones: StoryObj = {
  render: () => (
    <Gallery>
      {SAMPLES.map((sample) => (
        <Badge key={sample.tone} tone={sample.tone}>
          {sample.text}
        </Badge>
      ))}
    </Gallery>
  ),
};
