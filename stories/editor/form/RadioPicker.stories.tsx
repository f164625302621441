// radioPicker: the banner's title source, as cards with descriptions; chosen, with an error and disabled.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { RadioPicker } from "../../../src/client/editor/form/controls/RadioPicker";
import { FormFrame, State, Stateful } from "./form-story";

const meta = {
  title: "Editor/Form/RadioPicker",
  component: RadioPicker,
  parameters: { layout: "padded" },
} satisfies Meta<typeof RadioPicker>;
export default meta;

const TITLE_SOURCES = [
  {
    value: "siteSection/name",
    label: "Site section name",
    description: "The name of the site section the page belongs to.",
  },
  { value: "category/name", label: "Category name", description: "On category pages, the category's name." },
  { value: "static", label: "Custom text", description: "The text you type below." },
  { value: "none", label: "No title" },
];
const LAYOUTS = [
  { value: "list", label: "List", description: "One item per row." },
  { value: "grid", label: "Grid", description: "Items in columns." },
  { value: "carousel", label: "Carousel", description: "A row of items that scrolls." },
];
type Value = string | number | boolean | undefined;

export const States: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Default chosen">
        <Stateful<Value> initial={undefined}>
          {(value, setValue) => (
            <RadioPicker
              id="f-title-type"
              label="Title"
              options={TITLE_SOURCES}
              defaultValue="siteSection/name"
              value={value}
              onChange={setValue}
            />
          )}
        </Stateful>
      </State>
      <State label="Chosen">
        <Stateful<Value> initial="grid">
          {(value, setValue) => (
            <RadioPicker id="f-layout" label="Layout" options={LAYOUTS} value={value} onChange={setValue} />
          )}
        </Stateful>
      </State>
      <State label="With error">
        <RadioPicker
          id="f-layout-error"
          label="Layout"
          options={LAYOUTS}
          value="masonry"
          onChange={() => {}}
          errors={["must be equal to one of the allowed values"]}
        />
      </State>
      <State label="Disabled">
        <RadioPicker
          id="f-layout-disabled"
          label="Layout"
          options={LAYOUTS}
          value="list"
          onChange={() => {}}
          disabled
        />
      </State>
    </FormFrame>
  ),
};
