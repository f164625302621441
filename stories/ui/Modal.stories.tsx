// Every modal size of docs/reference/ui-behaviour.md#shared-components,
// docs/reference/ui-behaviour.md#sizes-and-breakpoints, open, with the kind of content each size is for.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { buttonClasses } from "../../src/ui/Button";
import { Modal, type ModalSize } from "../../src/ui/Modal";

const meta = {
  title: "UI/Modal",
  component: Modal,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Modal>;

export default meta;

type Story = StoryObj<typeof Modal>;

const noop = () => {};

const footer = (action: string) => (
  <>
    <button type="button" className={buttonClasses("standard")}>
      Cancel
    </button>
    <button type="button" className={buttonClasses("primary")}>
      {action}
    </button>
  </>
);

function Page() {
  return (
    <main style={{ padding: 24 }}>
      <h1 style={{ margin: 0, fontSize: 24 }}>Recent Discussions</h1>
      <p>The page behind the modal, dimmed by its backdrop.</p>
    </main>
  );
}

function sized(size: ModalSize, title: string, body: string, action?: string): Story {
  return {
    args: { size, title, open: true, onClose: noop },
    render: (args) => (
      <>
        <Page />
        <Modal {...args} footer={action ? footer(action) : undefined}>
          <p style={{ margin: 0 }}>{body}</p>
        </Modal>
      </>
    ),
  };
}

export const Small = sized(
  "small",
  "Delete Discussion",
  "Are you sure you want to delete this discussion? Its comments are deleted with it.",
  "Delete",
);

export const Medium = sized(
  "medium",
  "Edit Profile",
  "Your display name, title and photo are shown on your profile, beside your posts and in user cards.",
  "Save",
);

export const Large = sized(
  "large",
  "Move Discussions",
  "Choose the category the 3 selected discussions move to. Members following the new category are not notified again.",
  "Move",
);

export const XL = sized(
  "xl",
  "Choose a Widget",
  "Widgets fill the sections of a layout: discussion lists, category lists, banners, leaderboards, calls to action and custom fragments.",
  "Add Widget",
);

export const XXL = sized(
  "xxl",
  "Preview Layout",
  "The home page layout as members on a desktop see it, with the title bar, the banner and two columns of widgets.",
);

export const FullScreen = sized(
  "fullScreen",
  "Translate Discussion",
  "Each property of the discussion shows its source text beside a field for the translation.",
  "Save Translations",
);

export const SidePanelRight = sized(
  "sidePanelRight",
  "Notifications",
  "Ada Lovelace mentioned you in “Release notes for 4.2”. Grace Hopper replied to your discussion.",
);

export const SidePanelRightLarge = sized(
  "sidePanelRightLarge",
  "Discussion Options",
  "Close, sink, announce or move this discussion, and change who may comment on it.",
  "Apply",
);

export const SidePanelLeft = sized(
  "sidePanelLeft",
  "Site Navigation",
  "Posts, Categories, Best Of, Members and the help centre, with the mobile-only links at the end.",
);

export const DropDown = sized(
  "dropDown",
  "Search",
  "Search discussions, comments, members and categories across the community.",
);

/** A dialog whose title is for screen readers only (an image viewer names itself without a visible heading). */
export const TitleHidden: Story = {
  args: { size: "medium", title: "Attachment preview", titleHidden: true, open: true, onClose: noop },
  render: (args) => (
    <>
      <Page />
      <Modal {...args} description="screenshot-release-4.2.png, 245 KB">
        <p style={{ margin: 0 }}>The attachment opens at full size here.</p>
      </Modal>
    </>
  ),
};
