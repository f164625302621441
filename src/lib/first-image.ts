// The first image in a stored post body (markdown or HTML): the featured image list widgets show.
import { isSafeUrl } from "./safe-url";

const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/;
const HTML_IMAGE = /<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i;

/** The first image URL in a body, whichever of the two spellings comes first; only safe URLs. */
export function firstImageOf(body: string): string | undefined {
  const candidates = [MARKDOWN_IMAGE.exec(body), HTML_IMAGE.exec(body)]
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a.index - b.index);
  const url = candidates[0]?.[1]?.trim();
  return url && isSafeUrl(url) ? url : undefined;
}

/** A post's featured image: its own first image, else the widget's fallback (when safe). */
export function featuredImageOf(body: string, fallbackImage: string | undefined): string | undefined {
  return firstImageOf(body) ?? (fallbackImage && isSafeUrl(fallbackImage) ? fallbackImage : undefined);
}
