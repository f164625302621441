// dragAndDrop: quick links as reorderable cards (drag the handle, or Space + arrows, or the move buttons);
// empty, filled with one card open, with an item error, and disabled.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DragAndDrop } from "../../../src/client/editor/form/controls/DragAndDrop";
import { TextBox } from "../../../src/client/editor/form/controls/TextBox";
import { FormFrame, State, Stateful } from "./form-story";

const meta = {
  title: "Editor/Form/DragAndDrop",
  component: DragAndDrop,
  parameters: { layout: "padded" },
} satisfies Meta<typeof DragAndDrop>;
export default meta;

interface Link {
  id: string;
  name: string;
  url: string;
}

const LINKS: Link[] = [
  { id: "guidelines", name: "Community Guidelines", url: "/page/community-guidelines" },
  { id: "categories", name: "Browse Categories", url: "/categories" },
  { id: "docs", name: "Documentation", url: "https://docs.example.com" },
];

function LinkList({
  id,
  initial,
  errors,
  disabled,
}: {
  id: string;
  initial: Link[];
  errors?: Record<number, string[]>;
  disabled?: boolean;
}) {
  return (
    <Stateful<unknown[]> initial={initial}>
      {(items, setItems) => {
        const update = (index: number, key: "name" | "url", text: string | number | undefined) =>
          setItems(
            items.map((item, i) => (i === index ? { ...(item as Link), [key]: String(text ?? "") } : item)),
          );
        return (
          <DragAndDrop
            id={id}
            label="Links"
            items={items}
            onChange={setItems}
            itemLabel={(item, index) => (item as Link).name || `Link ${index + 1}`}
            itemName="link"
            maxItems={8}
            disabled={disabled}
            itemID={(index) => `${id}-${index}`}
            itemErrors={(index) => errors?.[index] ?? []}
            createItem={() => ({ id: `new-${items.length + 1}`, name: "", url: "" })}
            renderItem={(index) => (
              <>
                <TextBox
                  id={`${id}-${index}-name`}
                  label="Name"
                  value={(items[index] as Link).name}
                  onChange={(text) => update(index, "name", text)}
                  disabled={disabled}
                />
                <TextBox
                  id={`${id}-${index}-url`}
                  label="URL"
                  value={(items[index] as Link).url}
                  onChange={(text) => update(index, "url", text)}
                  disabled={disabled}
                />
              </>
            )}
          />
        );
      }}
    </Stateful>
  );
}

export const States: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Empty">
        <LinkList id="f-links-empty" initial={[]} />
      </State>
      <State label="Filled">
        <LinkList id="f-links-filled" initial={LINKS} />
      </State>
      <State label="With error">
        <LinkList
          id="f-links-error"
          initial={[...LINKS.slice(0, 2), { id: "blank", name: "", url: "" }]}
          errors={{ 2: ["must NOT have fewer than 1 characters"] }}
        />
      </State>
      <State label="Disabled">
        <LinkList id="f-links-disabled" initial={LINKS} disabled />
      </State>
    </FormFrame>
  ),
};
