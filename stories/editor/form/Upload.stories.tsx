// upload: no image, an image (uploads answer after a moment with a demo picture), with an error and disabled.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Upload } from "../../../src/client/editor/form/controls/Upload";
import { DEMO_IMAGE, FormFrame, fakeUpload, State, Stateful } from "./form-story";

const meta = {
  title: "Editor/Form/Upload",
  component: Upload,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Upload>;
export default meta;

export const States: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Empty">
        <Stateful<string | undefined> initial={undefined}>
          {(value, setValue) => (
            <Upload
              id="f-bg-empty"
              label="Background image"
              value={value}
              onChange={setValue}
              upload={fakeUpload}
            />
          )}
        </Stateful>
      </State>
      <State label="Filled">
        <Stateful<string | undefined> initial={DEMO_IMAGE}>
          {(value, setValue) => (
            <Upload
              id="f-bg-filled"
              label="Background image"
              description="Image URL; empty = none."
              value={value}
              onChange={setValue}
              upload={fakeUpload}
            />
          )}
        </Stateful>
      </State>
      <State label="With error">
        <Upload
          id="f-logo-error"
          label="Logo image"
          value="ftp://example.com/logo.png"
          onChange={() => {}}
          upload={fakeUpload}
          errors={['must match pattern "^https?://"']}
        />
      </State>
      <State label="Disabled">
        <Upload
          id="f-bg-disabled"
          label="Background image"
          value={DEMO_IMAGE}
          onChange={() => {}}
          upload={fakeUpload}
          disabled
        />
      </State>
    </FormFrame>
  ),
};
