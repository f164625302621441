// Toasts rendered open through props (no store, no timers), so screenshots never catch one fading.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ToastRegion } from "../../src/ui/Toaster";
import type { Toast, ToastPreset } from "../../src/ui/toast-store";

const meta = {
  title: "UI/Toast",
  component: ToastRegion,
  parameters: { layout: "padded" },
} satisfies Meta<typeof ToastRegion>;

export default meta;

const noop = () => {};

function toast(toastID: string, body: string, changes: Partial<Toast> = {}): Toast {
  return {
    toastID,
    body,
    visibility: true,
    persistent: false,
    dismissible: true,
    autoDismiss: true,
    autoDismissDuration: 3000,
    wide: false,
    preset: "standard",
    ...changes,
  };
}

const PRESET_TEXT: Record<ToastPreset, string> = {
  standard: "Your draft was saved.",
  greyscale: "3 discussions selected.",
  colored: "New comments were posted while you were reading.",
  primary: "Layout published.",
  success: "Discussion moved to Product Help.",
  error: "There was a problem bookmarking this discussion.",
};

export const Presets: StoryObj<typeof ToastRegion> = {
  args: {
    inline: true,
    onDismiss: noop,
    toasts: (Object.keys(PRESET_TEXT) as ToastPreset[]).map((preset) =>
      toast(preset, PRESET_TEXT[preset], { preset }),
    ),
  },
};

export const WideAndLong: StoryObj<typeof ToastRegion> = {
  args: {
    inline: true,
    onDismiss: noop,
    toasts: [
      toast("wide", "Your comment was saved as a draft. You can finish it later from the Drafts page.", {
        wide: true,
      }),
      toast(
        "long",
        "This discussion was closed by a moderator while you were writing. Your reply was kept as a draft, and you can post it if the discussion opens again, or copy it into a new discussion in the same category.",
        { preset: "error" },
      ),
    ],
  },
};

/** A persistent toast without a Dismiss button (the bulk selection toast stays while discussions are checked). */
export const Persistent: StoryObj<typeof ToastRegion> = {
  args: {
    inline: true,
    toasts: [
      toast("selection", "2 discussions selected.", {
        persistent: true,
        dismissible: false,
        autoDismiss: false,
      }),
    ],
  },
};

/**
 * A toast with a link (docs/reference/ui-behaviour.md#drafts): it stays until dismissed, so the link can be reached
 * by keyboard.
 */
export const WithAction: StoryObj<typeof ToastRegion> = {
  args: {
    inline: true,
    onDismiss: noop,
    toasts: [
      toast("draft", "Saved Draft Available.", {
        autoDismiss: false,
        action: { label: "Navigate to Draft", href: "/discussion/comment/90?reply=1#Comment_90" },
      }),
    ],
  },
};

/** Where <Toaster/> puts them: the bottom left of the viewport. */
export const Placement: StoryObj<typeof ToastRegion> = {
  parameters: { layout: "fullscreen" },
  args: {
    onDismiss: noop,
    toasts: [toast("saved", "Your profile was updated.", { preset: "success" })],
  },
};
