// color: style guide default (empty), a colour, with an error and disabled.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Color } from "../../../src/client/editor/form/controls/Color";
import { FormFrame, State, Stateful } from "./form-story";

const meta = {
  title: "Editor/Form/Color",
  component: Color,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Color>;
export default meta;

export const States: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Empty (style guide default)">
        <Stateful<string | undefined> initial={undefined}>
          {(value, setValue) => (
            <Color id="f-text-color-empty" label="Text colour" value={value} onChange={setValue} />
          )}
        </Stateful>
      </State>
      <State label="Filled">
        <Stateful<string | undefined> initial="#1d4e89">
          {(value, setValue) => (
            <Color
              id="f-bg-color"
              label="Background colour"
              description="A CSS colour; empty = the theme's."
              value={value}
              onChange={setValue}
            />
          )}
        </Stateful>
      </State>
      <State label="With error">
        <Color
          id="f-color-error"
          label="Button colour"
          value="#12345678901234567890123456789012345678901"
          onChange={() => {}}
          errors={["must NOT have more than 40 characters"]}
        />
      </State>
      <State label="Disabled">
        <Color id="f-color-disabled" label="Text colour" value="#ffffff" onChange={() => {}} disabled />
      </State>
    </FormFrame>
  ),
};
