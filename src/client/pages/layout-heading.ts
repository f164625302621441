// Whether a hydrated layout already shows a page heading (a banner with a visible title). Pages without one get
// a visually hidden <h1>, so every page has exactly one top-level heading.
import { isHydratedNode } from "../../layout/nodes";

export function layoutHasPageHeading(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(layoutHasPageHeading);
  if (!isHydratedNode(value)) return false;
  const props = value.$reactProps;
  if (value.$reactComponent.toLowerCase() === "bannerwidget") {
    return (
      props.showTitle !== false &&
      props.titleType !== "none" &&
      typeof props.title === "string" &&
      props.title !== ""
    );
  }
  return Object.values(props).some((prop) => Array.isArray(prop) && layoutHasPageHeading(prop));
}
