// textBox: text, textarea and number, each empty, filled, with an error and disabled.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextBox } from "../../../src/client/editor/form/controls/TextBox";
import { FormFrame, State, Stateful } from "./form-story";

const meta = {
  title: "Editor/Form/TextBox",
  component: TextBox,
  parameters: { layout: "padded" },
} satisfies Meta<typeof TextBox>;
export default meta;

type Value = string | number | undefined;

export const Text: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Empty (default shown)">
        <Stateful<Value> initial={undefined}>
          {(value, setValue) => (
            <TextBox
              id="f-title-empty"
              label="Title text"
              value={value}
              onChange={setValue}
              defaultValue="Recent Discussions"
            />
          )}
        </Stateful>
      </State>
      <State label="Filled">
        <Stateful<Value> initial="Community Posts">
          {(value, setValue) => (
            <TextBox
              id="f-title-filled"
              label="Title text"
              description="Shown above the list."
              value={value}
              onChange={setValue}
            />
          )}
        </Stateful>
      </State>
      <State label="With error">
        <Stateful<Value> initial={"A very long title ".repeat(12).trim()}>
          {(value, setValue) => (
            <TextBox
              id="f-title-error"
              label="Title text"
              value={value}
              onChange={setValue}
              errors={["must NOT have more than 200 characters"]}
            />
          )}
        </Stateful>
      </State>
      <State label="Disabled">
        <TextBox
          id="f-title-disabled"
          label="Title text"
          value="Community Posts"
          onChange={() => {}}
          disabled
        />
      </State>
    </FormFrame>
  ),
};

export const TextareaAndNumber: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Textarea">
        <Stateful<Value> initial="The most recent content from our members.">
          {(value, setValue) => (
            <TextBox
              id="f-description"
              type="textarea"
              label="Description text"
              value={value}
              onChange={setValue}
            />
          )}
        </Stateful>
      </State>
      <State label="Number">
        <Stateful<Value> initial={10}>
          {(value, setValue) => (
            <TextBox
              id="f-limit"
              type="number"
              integer
              minimum={1}
              maximum={100}
              label="Number of posts"
              value={value}
              onChange={setValue}
            />
          )}
        </Stateful>
      </State>
      <State label="Number out of range">
        <TextBox
          id="f-limit-error"
          type="number"
          integer
          minimum={1}
          maximum={100}
          label="Number of posts"
          value={500}
          onChange={() => {}}
          errors={["must be <= 100"]}
        />
      </State>
    </FormFrame>
  ),
};
