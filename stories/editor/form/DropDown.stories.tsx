// dropDown: static options, the API-backed categories picker (with its search box), `multiple` as a checkbox
// list of roles; with an error and disabled. Lookups read seeded query data, so nothing goes to the network.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DropDown, MultiSelect } from "../../../src/client/editor/form/controls/DropDown";
import { CATEGORY_LOOKUP, FormFrame, ROLE_LOOKUP, SeededLookups, State, Stateful } from "./form-story";

const meta = {
  title: "Editor/Form/DropDown",
  component: DropDown,
  parameters: { layout: "padded" },
} satisfies Meta<typeof DropDown>;
export default meta;

const SORTS = [
  { value: "-dateLastComment", label: "Recently commented" },
  { value: "-dateInserted", label: "Newest first" },
  { value: "dateInserted", label: "Oldest first" },
  { value: "-score", label: "Top (score)" },
  { value: "-hot", label: "Hot" },
];
type Value = string | number | boolean | undefined;

export const Static: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Empty (default named)">
        <Stateful<Value> initial={undefined}>
          {(value, setValue) => (
            <DropDown
              id="f-sort-empty"
              label="Sort by"
              options={SORTS}
              defaultValue="-dateLastComment"
              value={value}
              onChange={setValue}
            />
          )}
        </Stateful>
      </State>
      <State label="Filled">
        <Stateful<Value> initial="-score">
          {(value, setValue) => (
            <DropDown id="f-sort-filled" label="Sort by" options={SORTS} value={value} onChange={setValue} />
          )}
        </Stateful>
      </State>
      <State label="With error">
        <DropDown
          id="f-sort-error"
          label="Sort by"
          options={SORTS}
          value="-views"
          onChange={() => {}}
          errors={["must be equal to one of the allowed values"]}
        />
      </State>
      <State label="Disabled">
        <DropDown
          id="f-sort-disabled"
          label="Sort by"
          options={SORTS}
          value="-dateInserted"
          onChange={() => {}}
          disabled
        />
      </State>
    </FormFrame>
  ),
};

export const CategoriesPicker: StoryObj = {
  render: () => (
    <SeededLookups>
      <FormFrame>
        <State label="Empty (the page's category)">
          <Stateful<Value> initial={undefined}>
            {(value, setValue) => (
              <DropDown
                id="f-cat-empty"
                label="Category"
                placeholder="The page's category"
                optionsLookup={CATEGORY_LOOKUP}
                value={value}
                onChange={setValue}
              />
            )}
          </Stateful>
        </State>
        <State label="Filled">
          <Stateful<Value> initial={3}>
            {(value, setValue) => (
              <DropDown
                id="f-cat-filled"
                label="Category"
                optionsLookup={CATEGORY_LOOKUP}
                value={value}
                onChange={setValue}
              />
            )}
          </Stateful>
        </State>
        <State label="With error">
          <DropDown
            id="f-cat-error"
            label="Category"
            // No singleUrl: the unknown id stays "Unknown" without a request the story has no server for.
            optionsLookup={{ ...CATEGORY_LOOKUP, singleUrl: undefined }}
            value={0}
            onChange={() => {}}
            errors={["must be >= 1"]}
          />
        </State>
        <State label="Disabled">
          <DropDown
            id="f-cat-disabled"
            label="Category"
            optionsLookup={CATEGORY_LOOKUP}
            value={2}
            onChange={() => {}}
            disabled
          />
        </State>
      </FormFrame>
    </SeededLookups>
  ),
};

export const Multiple: StoryObj = {
  render: () => (
    <SeededLookups>
      <FormFrame>
        <State label="Empty">
          <Stateful<Array<string | number | boolean> | undefined> initial={[]}>
            {(value, setValue) => (
              <MultiSelect
                id="f-roles-empty"
                label="Only these roles see it"
                optionsLookup={ROLE_LOOKUP}
                emptyLabel="Nobody chosen: everyone sees it."
                value={value}
                onChange={setValue}
              />
            )}
          </Stateful>
        </State>
        <State label="Filled">
          <Stateful<Array<string | number | boolean> | undefined> initial={[32, 16]}>
            {(value, setValue) => (
              <MultiSelect
                id="f-roles-filled"
                label="Only these roles see it"
                optionsLookup={ROLE_LOOKUP}
                value={value}
                onChange={setValue}
              />
            )}
          </Stateful>
        </State>
        <State label="With error">
          <MultiSelect
            id="f-types-error"
            label="Post type"
            options={[
              { value: "discussion", label: "Discussion" },
              { value: "question", label: "Question" },
              { value: "poll", label: "Poll" },
            ]}
            value={["question", "question"]}
            onChange={() => {}}
            errors={["must NOT have duplicate items (items ## 1 and 0 are identical)"]}
          />
        </State>
        <State label="Disabled">
          <MultiSelect
            id="f-roles-disabled"
            label="Only these roles see it"
            optionsLookup={ROLE_LOOKUP}
            value={[8]}
            onChange={() => {}}
            disabled
          />
        </State>
      </FormFrame>
    </SeededLookups>
  ),
};
