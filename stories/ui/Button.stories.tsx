import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, ButtonLink, type ButtonVariant } from "../../src/ui/Button";
import { Gallery, Specimen } from "./Gallery";

const meta = { title: "UI/Button", component: Button, parameters: { layout: "padded" } } satisfies Meta<
  typeof Button
>;

export default meta;

const VARIANTS: ButtonVariant[] = ["primary", "standard", "text"];

export const Variants: StoryObj = {
  render: () => (
    <Gallery>
      {VARIANTS.map((variant) => (
        <Specimen key={variant} label={variant}>
          <Button variant={variant}>Sign In</Button>
        </Specimen>
      ))}
      <Specimen label="small">
        <Button variant="primary" size="sm">
          Post
        </Button>
      </Specimen>
      <Specimen label="disabled">
        <Button variant="primary" disabled>
          Saving…
        </Button>
      </Specimen>
      <Specimen label="link">
        <ButtonLink to="/discussions" variant="standard">
          View All
        </ButtonLink>
      </Specimen>
    </Gallery>
  ),
};

/** Inverse variants sit on coloured surfaces such as the title bar and the banner. */
export const OnColour: StoryObj = {
  render: () => (
    <div style={{ background: "var(--color-banner-bg)", color: "var(--color-banner-fg)", padding: 24 }}>
      <Gallery>
        <Button variant="inverse">Register</Button>
        <Button variant="inverse-outline">Sign In</Button>
      </Gallery>
    </div>
  ),
};
