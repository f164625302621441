// What assistive technology reads from a rendered subtree, the little the audit needs of it: whether an element is
// exposed at all, its landmark role (HTML-AAM's mapping of sectioning elements), its accessible name from ARIA, and
// its heading level. Scoped to one frame: ids are looked up inside it (the canvas draws the same widgets too).

const LANDMARK_ROLES = new Set([
  "banner",
  "complementary",
  "contentinfo",
  "form",
  "main",
  "navigation",
  "region",
  "search",
]);

/** Elements that scope <header> and <footer>: inside them, those are no page banner or contentinfo. */
const SECTIONING = "article, aside, main, nav, section, [data-audit-main]";

export class FrameReader {
  readonly #hidden = new Map<Element, boolean>();
  /** The frame's elements by id, the first of each (as querySelector finds it): one pass, not one per lookup. */
  #ids: Map<string, Element> | null = null;

  constructor(readonly frame: HTMLElement) {}

  /** Not exposed: hidden, aria-hidden, or not displayed (itself or an ancestor up to the frame). */
  isHidden(element: Element): boolean {
    if (element === this.frame) return false;
    const known = this.#hidden.get(element);
    if (known !== undefined) return known;
    const style = element.ownerDocument.defaultView?.getComputedStyle(element);
    const own =
      element.hasAttribute("hidden") ||
      element.getAttribute("aria-hidden") === "true" ||
      style?.display === "none" ||
      style?.visibility === "hidden";
    const parent = element.parentElement;
    const hidden = own || (parent !== null && this.isHidden(parent));
    this.#hidden.set(element, hidden);
    return hidden;
  }

  /** The accessible name ARIA gives (aria-labelledby, aria-label, title); "" when there is none. */
  ariaName(element: Element): string {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy) {
      const text = labelledBy
        .split(/\s+/)
        .map((id) => this.byID(id)?.textContent ?? "")
        .join(" ")
        .trim();
      if (text !== "") return text;
    }
    return (element.getAttribute("aria-label") ?? element.getAttribute("title") ?? "").trim();
  }

  /** The name a control or heading shows: its ARIA name, else its text (images by their alt). */
  textName(element: Element): string {
    const aria = this.ariaName(element);
    if (aria !== "") return aria;
    const alts = [...element.querySelectorAll("img[alt]")].map((image) => image.getAttribute("alt") ?? "");
    return [element.textContent ?? "", ...alts].join(" ").replace(/\s+/g, " ").trim();
  }

  landmarkRole(element: Element): string | null {
    const explicit = element.getAttribute("role")?.trim().split(/\s+/)[0];
    if (explicit) return LANDMARK_ROLES.has(explicit) ? explicit : null;
    switch (element.localName) {
      case "main":
        return "main";
      case "nav":
        return "navigation";
      case "aside":
        return "complementary";
      case "search":
        return "search";
      case "header":
      case "footer":
        if (element.parentElement?.closest(SECTIONING)) return null;
        return element.localName === "header" ? "banner" : "contentinfo";
      case "section":
        return this.ariaName(element) === "" ? null : "region";
      case "form":
        return this.ariaName(element) === "" ? null : "form";
      default:
        return null;
    }
  }

  private byID(id: string): Element | null {
    if (!this.#ids) {
      this.#ids = new Map();
      for (const element of this.frame.querySelectorAll("[id]"))
        if (!this.#ids.has(element.id)) this.#ids.set(element.id, element);
    }
    return this.#ids.get(id) ?? null;
  }
}

/** A heading's level: aria-level, else the tag's number (role=heading defaults to 2); null for other elements. */
export function headingLevel(element: Element): number | null {
  const tag = /^h([1-6])$/.exec(element.localName);
  const aria = Number(element.getAttribute("aria-level"));
  if (element.getAttribute("role") === "heading") return aria >= 1 ? aria : 2;
  if (!tag) return null;
  return aria >= 1 ? aria : Number(tag[1]);
}

export const LANDMARK_SELECTOR = "main, nav, aside, header, footer, section, form, search, [role]";
export const HEADING_SELECTOR = "h1, h2, h3, h4, h5, h6, [role=heading]";
