// Loaded by main.tsx only when the page is framed (window.self !== window.top): posts to the parent page.
import { parentOrigin, startEmbedBridge } from "./bridge";

export function startEmbed(win: Window = window): () => void {
  const parent = win.parent;
  const origin = parentOrigin(win);
  return startEmbedBridge({ win, post: (message) => parent.postMessage(message, origin) });
}
