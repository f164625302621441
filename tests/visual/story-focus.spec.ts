// A story's focus must not depend on how fast it rendered (: the comment edit form's focus ring was drawn on one
// machine and not on another). Storybook hides a story while it is "preparing", on a 100 ms timer that can run out
// after the story has started rendering; a control focused during that render could not take focus.
import { expect, type Page, test } from "@playwright/test";
import { openStory, storyEntries, waitForStory } from "./story-page";

const ANY_STORY = "ui-button--variants";
const EDIT_FORM = "editing-post-edit-controls--comment-edit-form-story";

/** Makes Storybook's preparing timer run out right after each story's render has started: the worst moment. */
async function preparingTimerAtWorstMoment(page: Page): Promise<void> {
  await page.evaluate(() => {
    interface WebView {
      preparingTimeout?: ReturnType<typeof setTimeout>;
      showStoryDuringRender(): void;
      showMode(mode: string): void;
    }
    const view = (window as unknown as { __STORYBOOK_PREVIEW__: { view: WebView } }).__STORYBOOK_PREVIEW__
      .view;
    const showStoryDuringRender = view.showStoryDuringRender.bind(view);
    view.showStoryDuringRender = () => {
      showStoryDuringRender();
      clearTimeout(view.preparingTimeout);
      view.preparingTimeout = setTimeout(() => view.showMode("PREPARING_STORY"), 0);
    };
  });
}

test.describe("issue 11 item 14: a story's focus does not depend on its render timing", () => {
  test.skip(storyEntries().length === 0, "Build it first: npm run build-storybook");

  test("the story stays focusable while Storybook shows its preparing state", async ({ page }) => {
    await openStory(page, ANY_STORY);
    await waitForStory(page);
    const focused = await page.evaluate(() => {
      document.body.classList.replace("sb-show-main", "sb-show-preparing-story");
      const box = document.createElement("textarea");
      document.querySelector("#storybook-root")?.append(box);
      box.focus();
      const result = document.activeElement === box;
      box.remove();
      document.body.classList.replace("sb-show-preparing-story", "sb-show-main");
      return result;
    });
    expect(focused).toBe(true);
  });

  test("the comment edit form keeps its focus ring when the timer runs out mid-render", async ({ page }) => {
    await openStory(page, ANY_STORY);
    await waitForStory(page);
    await preparingTimerAtWorstMoment(page);
    for (let round = 0; round < 3; round++) {
      await openStory(page, EDIT_FORM);
      await waitForStory(page);
      const box = page.getByLabel("Edit comment");
      await expect(box).toBeFocused();
      expect(await box.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
      await openStory(page, ANY_STORY);
      await waitForStory(page);
    }
  });
});
