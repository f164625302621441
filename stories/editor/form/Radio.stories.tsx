// radio: default chosen, a choice made, with an error and disabled.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Radio } from "../../../src/client/editor/form/controls/Radio";
import { FormFrame, State, Stateful } from "./form-story";

const meta = {
  title: "Editor/Form/Radio",
  component: Radio,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Radio>;
export default meta;

const ALIGNMENT = [
  { value: "left", label: "Left" },
  { value: "center", label: "Center" },
];
const DEVICES = [
  { value: "all", label: "All devices" },
  { value: "desktop", label: "Desktop" },
  { value: "tablet", label: "Tablet" },
  { value: "mobile", label: "Mobile" },
];
type Value = string | number | boolean | undefined;

export const States: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Default chosen">
        <Stateful<Value> initial={undefined}>
          {(value, setValue) => (
            <Radio
              id="f-align-default"
              label="Text alignment"
              options={ALIGNMENT}
              defaultValue="center"
              value={value}
              onChange={setValue}
            />
          )}
        </Stateful>
      </State>
      <State label="Chosen, with a description">
        <Stateful<Value> initial="mobile">
          {(value, setValue) => (
            <Radio
              id="f-device"
              label="Show on"
              description="Desktop also covers tablets unless Tablet is chosen on its own."
              options={DEVICES}
              value={value}
              onChange={setValue}
            />
          )}
        </Stateful>
      </State>
      <State label="With error">
        <Radio
          id="f-align-error"
          label="Text alignment"
          options={ALIGNMENT}
          value="right"
          onChange={() => {}}
          errors={["must be equal to one of the allowed values"]}
        />
      </State>
      <State label="Disabled">
        <Radio
          id="f-align-disabled"
          label="Text alignment"
          options={ALIGNMENT}
          value="left"
          onChange={() => {}}
          disabled
        />
      </State>
    </FormFrame>
  ),
};
