// Reads the audit stage's rendered frame into a serialisable snapshot (src/lib/layout/a11y-audit-types.ts): the
// marked sections and widgets with their boxes, headings, landmarks, images, the columns of each section, and the
// theme's colours. Boxes are relative to the frame, so they compare across devices.
import type {
  AuditDevice,
  AuditRect,
  AuditTheme,
  CanvasSnapshot,
  SnapshotColumn,
  SnapshotHeading,
  SnapshotImage,
  SnapshotLandmark,
  SnapshotNode,
  ThemeSurface,
} from "../../../lib/layout/a11y-audit-types";
import { FrameReader, HEADING_SELECTOR, headingLevel, LANDMARK_SELECTOR } from "./dom-a11y";
import { AUDIT_KIND_ATTRIBUTE, AUDIT_NODE_ATTRIBUTE } from "./stage-nodes";

const MARKER = `[${AUDIT_NODE_ATTRIBUTE}]`;

/** The nearest marker around an element (itself excluded unless `self`). */
function markerOf(element: Element, self = false): Element | null {
  return (self ? element : element.parentElement)?.closest(MARKER) ?? null;
}

const idOf = (marker: Element | null) => marker?.getAttribute(AUDIT_NODE_ATTRIBUTE) ?? "";

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An element's box; for a box-less one (display: contents), the union of its children's. */
function boxOf(element: Element): Box | null {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  if (style?.display === "contents") {
    let union: Box | null = null;
    for (const child of element.children) {
      const box = boxOf(child);
      if (!box) continue;
      union = union
        ? {
            left: Math.min(union.left, box.left),
            top: Math.min(union.top, box.top),
            right: Math.max(union.right, box.right),
            bottom: Math.max(union.bottom, box.bottom),
          }
        : box;
    }
    return union;
  }
  const rect = element.getBoundingClientRect();
  return rect.width === 0 && rect.height === 0 ? null : rect;
}

function rectOf(element: Element, origin: DOMRect): AuditRect {
  const box = boxOf(element);
  if (!box) return { x: 0, y: 0, width: 0, height: 0 };
  return {
    x: Math.round(box.left - origin.left),
    y: Math.round(box.top - origin.top),
    width: Math.round(box.right - box.left),
    height: Math.round(box.bottom - box.top),
  };
}

/**
 * Each widget's own heading: its first exposed one of its own, not an item's (inside a list item or an article).
 * One pass over the frame's headings in document order, so the first one found per marker is its first.
 */
function ownTitles(frameHeadings: readonly Element[], reader: FrameReader): Map<Element, string> {
  const titles = new Map<Element, string>();
  for (const heading of frameHeadings) {
    const marker = markerOf(heading);
    if (!marker || titles.has(marker) || reader.isHidden(heading)) continue;
    const item = heading.closest("li, article");
    if (item && marker.contains(item)) continue;
    titles.set(marker, reader.textName(heading));
  }
  return titles;
}

function nodes(frame: HTMLElement, titles: ReadonlyMap<Element, string>, origin: DOMRect): SnapshotNode[] {
  return [...frame.querySelectorAll(MARKER)].map((marker) => ({
    id: idOf(marker),
    parent: idOf(markerOf(marker)),
    rect: rectOf(marker, origin),
    title: titles.get(marker) ?? null,
  }));
}

function headings(frameHeadings: readonly Element[], reader: FrameReader): SnapshotHeading[] {
  return frameHeadings.flatMap((element) => {
    const level = headingLevel(element);
    if (level === null || reader.isHidden(element)) return [];
    return [{ level, text: reader.textName(element), node: idOf(markerOf(element, true)) }];
  });
}

function landmarks(frame: HTMLElement, reader: FrameReader): SnapshotLandmark[] {
  return [...frame.querySelectorAll(LANDMARK_SELECTOR)].flatMap((element) => {
    const role = reader.landmarkRole(element);
    if (role === null || reader.isHidden(element)) return [];
    const marker = markerOf(element, true);
    return [
      {
        role,
        name: reader.ariaName(element),
        node: idOf(marker),
        fromSection: marker?.getAttribute(AUDIT_KIND_ATTRIBUTE) === "section",
      },
    ];
  });
}

function images(frame: HTMLElement, reader: FrameReader): SnapshotImage[] {
  return [...frame.querySelectorAll("img")].flatMap((image) => {
    if (reader.isHidden(image)) return [];
    const role = image.getAttribute("role");
    if (role === "presentation" || role === "none") return [];
    const alt = image.getAttribute("alt");
    const control = image.closest("a[href], button");
    const namelessControl =
      alt !== null && alt.trim() === "" && control !== null && reader.textName(control) === "";
    return [
      { node: idOf(markerOf(image, true)), src: image.getAttribute("src") ?? "", alt, namelessControl },
    ];
  });
}

function columns(frame: HTMLElement, origin: DOMRect): SnapshotColumn[] {
  return [...frame.querySelectorAll(`[${AUDIT_KIND_ATTRIBUTE}="section"]`)].flatMap((section) => {
    const grid = [...section.querySelectorAll(".q-columns")].find((element) => markerOf(element) === section);
    if (!grid) return [];
    return [...grid.children]
      .filter((column) => column.classList.contains("q-column"))
      .map((column, index) => ({
        section: idOf(section),
        index,
        rect: rectOf(column, origin),
        widgets: [...column.querySelectorAll(MARKER)]
          .filter((marker) => markerOf(marker) === section)
          .map((marker) => idOf(marker)),
      }));
  });
}

function surface(style: CSSStyleDeclaration, background: string, foreground: string): ThemeSurface {
  return {
    background: style.getPropertyValue(background).trim(),
    foreground: style.getPropertyValue(foreground).trim(),
  };
}

/** The theme's colours as the page's custom properties resolve them (src/client/styles.css). */
function theme(frame: HTMLElement): AuditTheme {
  const style = getComputedStyle(frame);
  const page = surface(style, "--color-bg", "--color-fg");
  return {
    page: {
      background: page.background || style.backgroundColor,
      foreground: page.foreground || style.color,
    },
    banner: surface(style, "--color-banner-bg", "--color-banner-fg"),
    titleBar: surface(style, "--color-titlebar-bg", "--color-titlebar-fg"),
    button: surface(style, "--color-button-bg", "--color-button-fg"),
  };
}

export function collectSnapshot(frame: HTMLElement, device: AuditDevice, width: number): CanvasSnapshot {
  const reader = new FrameReader(frame);
  const origin = frame.getBoundingClientRect();
  const frameHeadings = [...frame.querySelectorAll(HEADING_SELECTOR)];
  return {
    device,
    width,
    theme: theme(frame),
    nodes: nodes(frame, ownTitles(frameHeadings, reader), origin),
    headings: headings(frameHeadings, reader),
    landmarks: landmarks(frame, reader),
    images: images(frame, reader),
    columns: columns(frame, origin),
  };
}
