// Stories frame no real page (Storybook's own address would answer): a small page drawn with the app's classes,
// under the theme's custom properties, stands in for the editor's live preview.
import type { PreviewFrameProps } from "../../src/client/pages/dashboard-themes/ThemeLivePreview";
import { Button } from "../../src/ui/Button";
import { INPUT_CLASSES } from "../../src/ui/TextField";

export function ThemeSampleFrame({ title, width, height, css }: PreviewFrameProps) {
  return (
    <div role="img" aria-label={title} style={{ ...css, width, height }}>
      {/* Hidden from assistive technology (and so from axe's contrast rule): a failing theme's sample fails on purpose. */}
      <div aria-hidden="true" className="flex h-full flex-col overflow-hidden bg-bg font-sans text-fg">
        <div className="flex h-12 items-center gap-6 bg-titlebar-bg px-6 font-semibold text-titlebar-fg">
          {/* i18n-exempt: sample content of a story */}
          <span>Quorum</span>
          {/* i18n-exempt: sample content of a story */}
          <span className="text-sm">Categories</span>
        </div>
        <div className="flex h-40 flex-col items-center justify-center gap-3 bg-banner-bg text-banner-fg">
          {/* i18n-exempt: sample content of a story */}
          <p className="text-2xl font-bold">How can we help you?</p>
          <input tabIndex={-1} className={`${INPUT_CLASSES} max-w-md`} readOnly value="" />
        </div>
        <div className="mx-auto flex w-full max-w-[var(--width-content)] flex-col gap-3 p-6">
          {/* i18n-exempt: sample content of a story */}
          <h2 className="text-xl font-bold text-fg-heading">Recent Discussions</h2>
          {[1, 2, 3].map((item) => (
            <div key={item} className="flex flex-col gap-1 rounded-box border border-border bg-bg-subtle p-4">
              {/* i18n-exempt: sample content of a story */}
              <span className="font-semibold text-primary">A discussion about themes</span>
              {/* i18n-exempt: sample content of a story */}
              <span className="text-sm text-fg-muted">12 comments · 3 hours ago</span>
            </div>
          ))}
          <div>
            <Button variant="primary" tabIndex={-1}>
              {/* i18n-exempt: sample content of a story */}
              New Discussion
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
