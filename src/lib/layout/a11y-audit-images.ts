// Images without alternative text (WCAG 1.1.1): an <img> with no alt at all, and a link or button whose only content
// is an image with an empty alt (the control then has no name, WCAG 2.4.4 / 4.1.2). When the image comes from a
// widget prop, the finding points at that prop, or at its text alternative beside it.
import { msg } from "../i18n/msg";
import { shortText } from "./a11y-audit-headings";
import {
  AUDIT_TITLE_BAR,
  type AuditDocument,
  type CanvasSnapshot,
  type DeviceFinding,
  type SnapshotImage,
} from "./a11y-audit-types";

const NO_ALT = msg(
  "An image ({file}) has no text alternative: screen readers say its file name or nothing. Describe it, or mark it as decorative.",
);
const NAMELESS = msg(
  "A link or button shows only an image ({file}) with an empty text alternative, so it has no name. Say where it leads in the image's text alternative.",
);

function fileName(src: string): string {
  const path = src.split(/[?#]/)[0] ?? "";
  const last = path.split("/").filter(Boolean).pop() ?? "";
  return shortText(last === "" ? src : decodeURIComponentSafe(last), 40);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const looksLikeAddress = (value: string) => value.length > 4 && /[./]/.test(value);

/** The dot path of the prop holding `src` (or its `alt` sibling), else "". */
export function imageField(props: Record<string, unknown>, src: string): string {
  // The rendered address may be absolute and carry a query (a cache buster): compare the ends of the paths.
  const bare = src.split(/[?#]/)[0] ?? src;
  const matches = (value: string) => looksLikeAddress(value) && (bare.endsWith(value) || src.endsWith(value));
  const walk = (value: unknown, path: string[]): string | null => {
    if (typeof value === "string") return matches(value) ? path.join(".") : null;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const found = walk(item, [...path, String(index)]);
        if (found !== null) return found;
      }
      return null;
    }
    if (typeof value !== "object" || value === null) return null;
    for (const [key, item] of Object.entries(value)) {
      const found = walk(item, [...path, key]);
      if (found === null) continue;
      return "alt" in value && key !== "alt" ? [...path, "alt"].join(".") : found;
    }
    return null;
  };
  return walk(props, []) ?? "";
}

export function imageFindings(snapshot: CanvasSnapshot, doc: AuditDocument): DeviceFinding[] {
  const props = new Map(doc.widgets.map((widget) => [widget.id, widget.props]));
  if (doc.titleBar) props.set(AUDIT_TITLE_BAR, doc.titleBar);
  const finding = (image: SnapshotImage, message: string): DeviceFinding => ({
    rule: "imageAlt",
    node: image.node,
    field: imageField(props.get(image.node) ?? {}, image.src),
    device: snapshot.device,
    message,
    values: { file: fileName(image.src) },
  });
  return snapshot.images.flatMap((image) => {
    if (image.alt === null) return [finding(image, NO_ALT)];
    if (image.namelessControl) return [finding(image, NAMELESS)];
    return [];
  });
}
