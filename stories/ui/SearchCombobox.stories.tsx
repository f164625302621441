// The shared search box (src/ui/search/SearchCombobox.tsx, docs/reference/ui-behaviour.md#search-box) as the banner
// draws it: closed, with suggestions open for "web" (quick links to places first, then posts and a member, then "Search
// for …"), and with an option highlighted by the arrow keys. GET /search/suggestions is answered from the query cache
// (tests/factories/search.ts); the play functions paste the text at once, so no other text is ever looked up.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { searchKeys, searchSuggestionSource } from "../../src/client/api/search";
import { Icon } from "../../src/ui/Icon";
import { SearchCombobox } from "../../src/ui/search/SearchCombobox";
import { makeSearchSuggestions } from "../../tests/factories";

const meta = {
  title: "UI/Search Combobox",
  component: SearchCombobox,
  parameters: { layout: "padded", location: "/" },
} satisfies Meta<typeof SearchCombobox>;

export default meta;

const TYPED = "web";

function Box() {
  const [client] = useState(() => {
    const seeded = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    seeded.setQueryData(searchKeys.suggestions(TYPED), makeSearchSuggestions(TYPED));
    return seeded;
  });
  return (
    <QueryClientProvider client={client}>
      <div style={{ maxWidth: 560, minHeight: 420 }}>
        <search>
          <SearchCombobox
            label="Search the community"
            placeholder="Search"
            suggestionSource={searchSuggestionSource}
            debounceMs={0}
            className="focus-ring-within flex min-h-10 w-full rounded-box border border-border-strong bg-bg"
            fieldClassName="flex-1"
            inputClassName="h-11 px-3 text-base focus-visible:shadow-none focus-visible:outline-none"
            leading={
              <span aria-hidden="true" className="pointer-events-none flex items-center ps-3.5 text-fg-muted">
                <Icon name="search" size={18} />
              </span>
            }
          >
            <button
              type="submit"
              className="m-1 rounded-control bg-primary px-5 text-sm font-semibold text-primary-contrast hover:bg-primary-hover"
            >
              Search
            </button>
          </SearchCombobox>
        </search>
      </div>
    </QueryClientProvider>
  );
}

async function typeAndWait(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const box = canvas.getByRole("combobox", { name: "Search the community" });
  box.focus();
  await userEvent.paste(TYPED);
  await expect(await canvas.findByRole("group", { name: "Quick links" })).toBeVisible();
  return box;
}

export const Closed: StoryObj = {
  render: () => <Box />,
};

export const SuggestionsOpen: StoryObj = {
  render: () => <Box />,
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement);
  },
};

/** ArrowDown three times: the first post after the two quick links, named by aria-activedescendant. */
export const KeyboardHighlight: StoryObj = {
  render: () => <Box />,
  play: async ({ canvasElement }) => {
    const box = await typeAndWait(canvasElement);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect(box.getAttribute("aria-activedescendant")).toBeTruthy();
  },
};
