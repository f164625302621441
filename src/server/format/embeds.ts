// Link embeds: a URL alone in its paragraph becomes an embed. YouTube and Vimeo videos play in an iframe on the
// services' privacy-enhanced hosts (youtube-nocookie.com; Vimeo with dnt=1), loaded lazily, sandboxed, sending only
// the site's origin as referrer; any other http(s) URL becomes a link card (its host and address; nothing is
// fetched). The markup goes through the sanitizer like the rest, which re-checks every iframe address
// (videoEmbedSource) and sets the sandbox itself, whatever a body says.
import type { MarkdownIt, StateCore } from "markdown-it";
import { escapeHtml } from "./escape";

type CoreRule = (state: StateCore) => void;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

export interface VideoEmbed {
  provider: "YouTube" | "Vimeo";
  src: string;
}

/** A YouTube start time (t=90, t=1m30s, start=90) in seconds, or 0. */
function startSeconds(url: URL): number {
  const raw = url.searchParams.get("t") ?? url.searchParams.get("start") ?? "";
  const match = /^(?:(\d{1,5})h)?(?:(\d{1,5})m)?(?:(\d{1,7})s?)?$/.exec(raw);
  if (!raw || !match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** The embeddable player address of a YouTube or Vimeo page address, or null. */
export function videoEmbedFor(raw: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  let youtubeID: string | undefined;
  if (host === "youtu.be") youtubeID = parts[0];
  else if (["youtube.com", "www.youtube.com", "m.youtube.com", "www.youtube-nocookie.com"].includes(host)) {
    if (parts[0] === "watch") youtubeID = url.searchParams.get("v") ?? undefined;
    else if (["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) youtubeID = parts[1];
  }
  if (youtubeID !== undefined) {
    if (!YOUTUBE_ID.test(youtubeID)) return null;
    const start = startSeconds(url);
    return {
      provider: "YouTube",
      src: `https://www.youtube-nocookie.com/embed/${youtubeID}${start ? `?start=${start}` : ""}`,
    };
  }
  if (host === "vimeo.com" || host === "www.vimeo.com" || host === "player.vimeo.com") {
    const id = host === "player.vimeo.com" && parts[0] === "video" ? parts[1] : parts[0];
    if (id === undefined || !VIMEO_ID.test(id)) return null;
    return { provider: "Vimeo", src: `https://player.vimeo.com/video/${id}?dnt=1` };
  }
  return null;
}

/** An iframe address the sanitizer lets through: exactly what videoEmbedFor produces, nothing else. */
export function isVideoEmbedSource(src: string): boolean {
  return (
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(?:\?start=\d{1,9})?$/.test(src) ||
    /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}\?dnt=1$/.test(src)
  );
}

/** What every embedded player gets, set by the sanitizer (a body cannot loosen it). */
export const VIDEO_IFRAME_ATTRIBUTES = {
  sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
  allow: "fullscreen; picture-in-picture; encrypted-media",
  loading: "lazy",
  referrerpolicy: "strict-origin",
  allowfullscreen: "",
} as const;

function embedHtml(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const video = videoEmbedFor(href);
  const link = escapeHtml(url.href);
  if (video) {
    return (
      `<div class="embed embed-video"><iframe src="${escapeHtml(video.src)}" title="${video.provider} video"></iframe>` +
      `<a href="${link}">Watch on ${video.provider}</a></div>\n`
    );
  }
  return (
    `<div class="embed embed-link"><a class="embed-card" href="${link}">` +
    `<span class="embed-card-host">${escapeHtml(url.hostname)}</span>` +
    `<span class="embed-card-url">${link}</span></a></div>\n`
  );
}

const embedRule: CoreRule = (state) => {
  const tokens = state.tokens;
  for (let i = 0; i + 2 < tokens.length; i += 1) {
    const [open, inline, close] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (open?.type !== "paragraph_open" || inline?.type !== "inline" || close?.type !== "paragraph_close")
      continue;
    // A tight list's paragraphs render without <p>: an embed there would break the list item's line.
    if (open.hidden) continue;
    const children = inline.children ?? [];
    const [linkOpen, text, linkClose] = children;
    if (children.length !== 3 || linkOpen?.type !== "link_open" || linkClose?.type !== "link_close") continue;
    if (text?.type !== "text") continue;
    const href = String(linkOpen.attrGet("href") ?? "");
    // A bare or <autolinked> URL, or a link whose text is its own address.
    if (linkOpen.info !== "auto" && text.content !== href) continue;
    const html = embedHtml(href);
    if (!html) continue;
    const token = new state.Token("html_block", "", 0);
    token.content = html;
    token.block = true;
    token.map = open.map;
    tokens.splice(i, 3, token);
  }
};

export function embedPlugin(md: MarkdownIt): void {
  md.core.ruler.after("linkify", "embeds", embedRule);
}
