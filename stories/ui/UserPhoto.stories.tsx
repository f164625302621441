import type { Meta, StoryObj } from "@storybook/react-vite";
import { UserPhoto, type UserPhotoSize } from "../../src/ui/UserPhoto";
import { makeUser } from "../../tests/factories";
import { Gallery, Specimen } from "./Gallery";

const meta = {
  title: "UI/UserPhoto",
  component: UserPhoto,
  parameters: { layout: "padded" },
} satisfies Meta<typeof UserPhoto>;

export default meta;

const SIZES: UserPhotoSize[] = [24, 28, 40, 100, 145];
const user = makeUser({ userID: 2 });
/** A photo from a data URL: previews never reach the network. */
const PHOTO =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1a5fb4"/><text x="20" y="26" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">JK</text></svg>',
  );

export const WithoutPhoto: StoryObj = {
  render: () => (
    <Gallery>
      {SIZES.map((size) => (
        <Specimen key={size} label={`${size} px`}>
          <UserPhoto url={user.photoUrl} name={user.name} size={size} />
        </Specimen>
      ))}
    </Gallery>
  ),
};

export const WithPhoto: StoryObj = {
  render: () => (
    <Gallery>
      {SIZES.map((size) => (
        <Specimen key={size} label={`${size} px`}>
          <UserPhoto url={PHOTO} name={user.name} size={size} />
        </Specimen>
      ))}
    </Gallery>
  ),
};
