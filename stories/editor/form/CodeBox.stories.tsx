// codeBox: the HTML widget's HTML and CSS, empty, filled, with an error and disabled.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CodeBox } from "../../../src/client/editor/form/controls/CodeBox";
import { FormFrame, State, Stateful } from "./form-story";

const meta = {
  title: "Editor/Form/CodeBox",
  component: CodeBox,
  parameters: { layout: "padded" },
} satisfies Meta<typeof CodeBox>;
export default meta;

const HTML = `<section class="promo">
  <h2>Join our spring meetup</h2>
  <p>Talks, demos and coffee with the team.</p>
  <a href="/events/spring">Save your seat</a>
</section>`;

const CSS = `.promo {
  padding: 24px;
  border-radius: 8px;
  background: #e8f0fb;
}`;

export const States: StoryObj = {
  render: () => (
    <FormFrame>
      <State label="Empty">
        <Stateful<string | undefined> initial={undefined}>
          {(value, setValue) => (
            <CodeBox
              id="f-html-empty"
              label="HTML"
              language="html"
              rows={6}
              value={value}
              onChange={setValue}
              placeholder="<p>Hello</p>"
            />
          )}
        </Stateful>
      </State>
      <State label="Filled">
        <Stateful<string | undefined> initial={HTML}>
          {(value, setValue) => (
            <CodeBox
              id="f-html-filled"
              label="HTML"
              language="html"
              rows={6}
              value={value}
              onChange={setValue}
            />
          )}
        </Stateful>
      </State>
      <State label="With error">
        <CodeBox
          id="f-css-error"
          label="CSS"
          language="css"
          rows={6}
          value={CSS}
          onChange={() => {}}
          errors={["must NOT have more than 100000 characters"]}
        />
      </State>
      <State label="Disabled">
        <CodeBox
          id="f-css-disabled"
          label="CSS"
          language="css"
          rows={6}
          value={CSS}
          onChange={() => {}}
          disabled
        />
      </State>
    </FormFrame>
  ),
};
