// The document shown inside the Custom HTML widget's frame. Links open in a new tab (the frame cannot navigate
// the page), and the frame's body has no margin and contains its children's margins (flow-root), so its height is
// the content's height.

export function htmlWidgetDocument(html: string, css: string): string {
  // "</style" inside author CSS would end the style element early; the frame is sandboxed either way, this only
  // keeps the author's CSS whole.
  const safeCss = css.replace(/<\/style/gi, "<\\/style");
  return [
    "<!doctype html>",
    '<html><head><meta charset="utf-8">',
    '<base target="_blank">',
    "<style>html,body{margin:0;padding:0}body{display:flow-root;font-family:'Open Sans',system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1c2330;overflow:hidden}img,video{max-width:100%;height:auto}</style>",
    `<style>${safeCss}</style>`,
    `</head><body>${html}</body></html>`,
  ].join("");
}
