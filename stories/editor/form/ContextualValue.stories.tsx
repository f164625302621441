// A prop held by a page value (param node), and a literal; with an error and disabled.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContextualValue } from "../../../src/client/editor/form/controls/ContextualValue";
import { FormFrame, State } from "./form-story";

const meta = {
  title: "Editor/Form/ContextualValue",
  component: ContextualValue,
  parameters: { layout: "padded" },
} satisfies Meta<typeof ContextualValue>;
export default meta;

export const States: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Page value">
        <ContextualValue
          id="f-title-param"
          label="Title text"
          node={{ $hydrate: "param", ref: "siteSection/name" }}
          onMakeStatic={() => {}}
        />
      </State>
      <State label="Category description">
        <ContextualValue
          id="f-desc-param"
          label="Description text"
          node={{ $hydrate: "param", ref: "category/description" }}
          onMakeStatic={() => {}}
        />
      </State>
      <State label="With error">
        <ContextualValue
          id="f-title-error"
          label="Title text"
          node={{ $hydrate: "param", ref: "discussion/name" }}
          errors={["This page has no discussion/name."]}
          onMakeStatic={() => {}}
        />
      </State>
      <State label="Disabled">
        <ContextualValue
          id="f-title-disabled"
          label="Title text"
          node={{ $hydrate: "param", ref: "siteSection/name" }}
          disabled
          onMakeStatic={() => {}}
        />
      </State>
    </FormFrame>
  ),
};
