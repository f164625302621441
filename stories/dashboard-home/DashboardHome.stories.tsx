// The dashboard's home (/dashboard, src/lib/dashboard-pages.ts): an administrator sees every page, a moderator only
// the reports. Nothing is fetched.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DashboardHomeView } from "../../src/client/pages/dashboard-home/DashboardHomeRoute";
import { visibleDashboardSections } from "../../src/lib/dashboard-pages";

// Pinned to the desktop viewport: narrower, it only reflows, and each screenshot costs suite time.
const meta = {
  title: "Dashboard/Home",
  tags: ["viewport-desktop"],
  parameters: { layout: "fullscreen", location: "/dashboard" },
} satisfies Meta;

export default meta;

export const Administrator: StoryObj = {
  render: () => <DashboardHomeView sections={visibleDashboardSections(() => true)} />,
};

export const Moderator: StoryObj = {
  render: () => (
    <DashboardHomeView
      sections={visibleDashboardSections((permission) =>
        (typeof permission === "string" ? [permission] : permission).includes("community.moderate"),
      )}
    />
  ),
};
