import type { Meta, StoryObj } from "@storybook/react-vite";
import { Icon, type IconName } from "../../src/ui/Icon";
import { Gallery, Specimen } from "./Gallery";

const meta = { title: "UI/Icon", component: Icon, parameters: { layout: "padded" } } satisfies Meta<
  typeof Icon
>;

export default meta;

const NAMES: IconName[] = [
  "comment",
  "eye",
  "arrowUp",
  "chevronLeft",
  "chevronRight",
  "menu",
  "close",
  "search",
  "user",
  "pin",
  "lock",
  "check",
  "question",
  "folder",
  "external",
];

export const All: StoryObj = {
  render: () => (
    <Gallery>
      {NAMES.map((name) => (
        <Specimen key={name} label={name}>
          <Icon name={name} size={24} />
        </Specimen>
      ))}
    </Gallery>
  ),
};
