// The title bar's navigation with a mega menu open (docs/reference/ui-behaviour.md#title-bar): Community's children
// in columns (the plain links first, then one column per child with children), badges beside names, the active item
// marked from the path. The items come from the fixtures, as the server hydrates them.
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { makeResolvedNavigation } from "../../tests/factories/navigation";
import { MegaMenuNavigation } from "../../widgets/title-bar/MegaMenu";
import { NestedNavigation } from "../../widgets/title-bar/NestedNavigation";
import type { NavItem } from "../../widgets/title-bar/nav-item";

const meta = {
  title: "Navigation/Mega menu",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const items = makeResolvedNavigation() as NavItem[];

/**
 * The bar's colours, as the title bar sets them (inline: Tailwind writes only the classes the app's own sources use,
 * and stories are not among them).
 */
function Bar({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-[420px] bg-bg">
      <div
        className="flex h-12 items-center px-6"
        style={{ background: "var(--color-titlebar-bg)", color: "var(--color-titlebar-fg)" }}
      >
        {children}
      </div>
    </div>
  );
}

export const OpenWithChildren: Story = {
  name: "Open with children",
  render: () => (
    <Bar>
      <MegaMenuNavigation items={items} pathname="/categories/help" initialExpandedID="community" />
    </Bar>
  ),
};

export const CompactPanel: Story = {
  name: "Compact panel with badges",
  render: () => (
    <div className="max-w-[375px] bg-bg">
      <NestedNavigation items={items} pathname="/discussions" />
    </div>
  ),
};
