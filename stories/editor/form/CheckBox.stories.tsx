// checkBox: unchecked, checked, with an error and disabled.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CheckBox } from "../../../src/client/editor/form/controls/CheckBox";
import { FormFrame, State, Stateful } from "./form-story";

const meta = {
  title: "Editor/Form/CheckBox",
  component: CheckBox,
  parameters: { layout: "padded" },
} satisfies Meta<typeof CheckBox>;
export default meta;

export const States: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Unchecked">
        <Stateful<boolean | undefined> initial={false}>
          {(value, setValue) => (
            <CheckBox id="f-overlay-off" label="Darken the image" value={value} onChange={setValue} />
          )}
        </Stateful>
      </State>
      <State label="Checked, with a description">
        <Stateful<boolean | undefined> initial={true}>
          {(value, setValue) => (
            <CheckBox
              id="f-excerpt-on"
              label="Show excerpts"
              description="The first lines of each post."
              value={value}
              onChange={setValue}
            />
          )}
        </Stateful>
      </State>
      <State label="With error">
        <CheckBox
          id="f-asset-error"
          label="This is the page's own list"
          value={true}
          onChange={() => {}}
          errors={["Only one list may be the page's own."]}
        />
      </State>
      <State label="Disabled">
        <CheckBox id="f-hidden-disabled" label="Hidden" value={true} onChange={() => {}} disabled />
      </State>
    </FormFrame>
  ),
};
