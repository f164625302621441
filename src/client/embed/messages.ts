// The messages an embedded Quorum page posts to the page that frames it
// (docs/reference/ui-behaviour.md#embedded-mode): address update, title update, scrolled state and external
// navigation. Every message carries `source: "quorum"` so a host page that also listens to other frames can tell ours
// apart. Pure types and constants: the host demo and tests share them.

export const EMBED_SOURCE = "quorum";
/**
 * How often the address and title are compared with the last ones posted
 * (docs/reference/ui-behaviour.md#embedded-mode).
 */
export const EMBED_POLL_MS = 200;
/**
 * Past this many pixels of vertical scroll the page counts as scrolled
 * (docs/reference/ui-behaviour.md#embedded-mode).
 */
export const EMBED_SCROLL_THRESHOLD_PX = 50;

export type EmbedMessage =
  | { source: typeof EMBED_SOURCE; type: "location"; href: string; path: string }
  | { source: typeof EMBED_SOURCE; type: "title"; title: string }
  | { source: typeof EMBED_SOURCE; type: "scrolled"; scrolled: boolean }
  | { source: typeof EMBED_SOURCE; type: "navigateExternal"; url: string };

export function isEmbedMessage(data: unknown): data is EmbedMessage {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { source?: unknown }).source === EMBED_SOURCE &&
    typeof (data as { type?: unknown }).type === "string"
  );
}
