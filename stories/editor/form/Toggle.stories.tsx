// toggle: off, on, with an error and disabled.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Toggle } from "../../../src/client/editor/form/controls/Toggle";
import { FormFrame, State, Stateful } from "./form-story";

const meta = {
  title: "Editor/Form/Toggle",
  component: Toggle,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Toggle>;
export default meta;

export const States: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Off">
        <Stateful<boolean | undefined> initial={false}>
          {(value, setValue) => (
            <Toggle id="f-inverted-off" label="Is inverted" value={value} onChange={setValue} />
          )}
        </Stateful>
      </State>
      <State label="On, with a description">
        <Stateful<boolean | undefined> initial={true}>
          {(value, setValue) => (
            <Toggle
              id="f-narrow-on"
              label="Is narrow"
              description="A 900 px column instead of the full width."
              value={value}
              onChange={setValue}
            />
          )}
        </Stateful>
      </State>
      <State label="With error">
        <Toggle
          id="f-featured-error"
          label="Featured image"
          value={true}
          onChange={() => {}}
          errors={["must be boolean"]}
        />
      </State>
      <State label="Disabled">
        <Toggle id="f-search-disabled" label="Show search" value={true} onChange={() => {}} disabled />
      </State>
    </FormFrame>
  ),
};
