// Whether a hydrated layout already shows a page heading (a banner or content banner with a visible title, or the
// original post, an article, or a group's header). Pages without one get a visually hidden <h1>, so every page has exactly one top-level heading.
import { isHydratedNode } from "../../layout/nodes";

export function layoutHasPageHeading(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(layoutHasPageHeading);
  if (!isHydratedNode(value)) return false;
  const props = value.$reactProps;
  // Both banners draw their title as the page's <h1>.
  if (["bannerwidget", "bannercontentwidget"].includes(value.$reactComponent.toLowerCase())) {
    return (
      props.showTitle !== false &&
      props.titleType !== "none" &&
      typeof props.title === "string" &&
      props.title !== ""
    );
  }
  // The original post (widgets/original-post) and the article (widgets/article) show their title as the <h1>.
  if (value.$reactComponent.toLowerCase() === "originalpostasset") {
    return typeof props.discussion === "object" && props.discussion !== null;
  }
  if (value.$reactComponent.toLowerCase() === "articleasset") {
    return typeof props.article === "object" && props.article !== null;
  }
  // The group header (widgets/group-header) shows the group's name as the <h1>.
  if (value.$reactComponent.toLowerCase() === "groupheaderasset") {
    return typeof props.group === "object" && props.group !== null;
  }
  return Object.values(props).some((prop) => Array.isArray(prop) && layoutHasPageHeading(prop));
}
