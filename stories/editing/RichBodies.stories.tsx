// Post bodies with the renderer's rich features (docs/reference/ui-behaviour.md#shared-components): a quote, a
// spoiler (closed, then opened), code highlighted on the server, a link card and a table that stacks into labelled
// cards on a phone. The HTML is what src/server/format renders from each sample's Markdown
// (tests/factories/rich-bodies.ts, checked by a unit test). Video embeds load a third-party player, so they are left
// out of screenshots.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { RICH_BODIES } from "../../tests/factories/rich-bodies";

const meta = { title: "Editing/Rich Bodies", parameters: { layout: "padded" } } satisfies Meta;

export default meta;

type Story = StoryObj;

function Body({ html }: { html: string }) {
  return (
    <article
      className="userContent max-w-[672px] text-fg"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML the server's renderer made (a unit test keeps it so)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export const Quote: Story = { render: () => <Body html={RICH_BODIES.quote.html} /> };

export const Spoiler: Story = { render: () => <Body html={RICH_BODIES.spoiler.html} /> };

/** The same spoiler opened (a reader pressed Enter on its summary). */
export const SpoilerOpen: Story = {
  render: () => (
    <Body
      html={RICH_BODIES.spoiler.html.replace('<details class="spoiler">', '<details class="spoiler" open>')}
    />
  ),
};

export const HighlightedCode: Story = { render: () => <Body html={RICH_BODIES.code.html} /> };

export const LinkCard: Story = { render: () => <Body html={RICH_BODIES.linkCard.html} /> };

/** At 375 px the rows become cards, each value beside its column's header. */
export const Table: Story = { render: () => <Body html={RICH_BODIES.table.html} /> };
