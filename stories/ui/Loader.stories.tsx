// Loaders shown at once (delay 0): the 150 ms delay is covered by the unit tests, not by screenshots.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { buttonClasses } from "../../src/ui/Button";
import { InlineSpinner, Loader } from "../../src/ui/Loader";
import { Gallery, Specimen } from "./Gallery";

const meta = { title: "UI/Loader", component: Loader, parameters: { layout: "padded" } } satisfies Meta<
  typeof Loader
>;

export default meta;

export const Sizes: StoryObj = {
  render: () => (
    <Gallery>
      <Specimen label="small">
        <Loader delay={0} size="small" label="Loading comments" />
      </Specimen>
      <Specimen label="medium (page)">
        <Loader delay={0} label="Loading discussions" />
      </Specimen>
      <Specimen label="large">
        <Loader delay={0} size="large" label="Loading layout" />
      </Specimen>
    </Gallery>
  ),
};

export const InText: StoryObj = {
  render: () => (
    <p style={{ margin: 0 }}>
      Checking for new notifications <Loader delay={0} size="small" inline label="Checking" />
    </p>
  ),
};

/** A busy button: disabled, with the spinner in its own text colour. */
export const InButton: StoryObj = {
  render: () => (
    <button type="button" disabled className={buttonClasses("primary")}>
      <InlineSpinner />
      Saving…
    </button>
  ),
};
