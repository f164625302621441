// Stories frame no real page (Storybook's own address would answer): a small sample page in a frame of its own, under
// the theme's custom properties, stands in for the editor's live preview. A frame, as in the editor: the sample of a
// failing theme fails contrast on purpose, and the story page's own checks stay about the editor around it.
import type { PreviewFrameProps } from "../../src/client/pages/dashboard-themes/ThemeLivePreview";

const SAMPLE_STYLE = `
  body { margin: 0; font-family: var(--font-sans, system-ui, sans-serif); font-size: var(--font-size-body, 15px);
    background: var(--color-bg); color: var(--color-fg); color-scheme: var(--color-scheme, light); }
  .bar { display: flex; gap: 24px; align-items: center; height: 48px; padding: 0 24px; font-weight: 600;
    background: var(--color-titlebar-bg, var(--color-primary)); color: var(--color-titlebar-fg, #fff); }
  .banner { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px;
    height: 160px; background: var(--color-banner-bg); color: var(--color-banner-fg); }
  .banner p { margin: 0; font-size: 24px; font-weight: 700; }
  .input { width: 60%; height: 36px; border-radius: var(--radius-control); border: 1px solid var(--color-input-border);
    background: var(--color-input-bg); color: var(--color-input-fg); }
  main { max-width: var(--width-content); margin: 0 auto; padding: 24px; display: flex; flex-direction: column;
    gap: 12px; }
  h2 { margin: 0; color: var(--color-fg-heading); }
  .item { padding: 16px; border-radius: var(--radius-box); border: 1px solid var(--color-border);
    background: var(--color-bg-subtle); display: flex; flex-direction: column; gap: 4px; }
  .item a { color: var(--color-primary); font-weight: 600; text-decoration: none; }
  .item span { color: var(--color-fg-muted); font-size: 14px; }
  .button { align-self: flex-start; padding: 10px 16px; border-radius: var(--radius-control); font-weight: 600;
    background: var(--color-button-bg, var(--color-primary)); color: var(--color-button-fg, #fff); }
`;

// i18n-exempt: sample content of a story, not interface text
const SAMPLE_BODY = `
  <div class="bar"><span>Quorum</span><span>Categories</span></div>
  <div class="banner"><p>How can we help you?</p><div class="input"></div></div>
  <main>
    <h2>Recent Discussions</h2>
    ${[1, 2, 3]
      .map(
        () =>
          `<div class="item"><a href="#">A discussion about themes</a><span>12 comments · 3 hours ago</span></div>`,
      )
      .join("")}
    <div class="button">New Discussion</div>
  </main>
`;

function sampleDocument(css: Record<string, string>): string {
  const variables = Object.entries(css)
    .map(([property, value]) => `${property}: ${value};`)
    .join(" ");
  return `<!doctype html><html lang="en"><head><style>:root { ${variables} } ${SAMPLE_STYLE}</style></head><body>${SAMPLE_BODY}</body></html>`;
}

export function ThemeSampleFrame({ title, width, height, css }: PreviewFrameProps) {
  return (
    <iframe
      title={title}
      srcDoc={sampleDocument(css)}
      tabIndex={-1}
      style={{ width, height, border: 0, display: "block" }}
    />
  );
}
