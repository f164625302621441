// Relative dates against the frozen preview clock (the factories' anchor date).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { RelativeTime } from "../../src/ui/RelativeTime";
import { hoursAgo } from "../../tests/factories";

const meta = {
  title: "UI/RelativeTime",
  component: RelativeTime,
  parameters: { layout: "padded" },
} satisfies Meta<typeof RelativeTime>;

export default meta;

const SAMPLES: { label: string; hours: number }[] = [
  { label: "seconds", hours: 10 / 3600 },
  { label: "minutes", hours: 0.25 },
  { label: "hours", hours: 5 },
  { label: "days", hours: 24 * 4 },
  { label: "months", hours: 24 * 100 },
  { label: "years", hours: 24 * 800 },
];

export const Scale: StoryObj = {
  render: () => (
    <dl
      style={{ display: "grid", gridTemplateColumns: "max-content max-content", gap: "4px 24px", margin: 0 }}
    >
      {SAMPLES.map((sample) => (
        <div key={sample.label} style={{ display: "contents" }}>
          <dt>{sample.label}</dt>
          <dd style={{ margin: 0 }}>
            <RelativeTime date={hoursAgo(sample.hours)} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
