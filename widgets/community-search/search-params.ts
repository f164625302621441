// The hidden search-page parameters a Search widget adds to the typed query: its domain, and the post types
// or place kinds that narrow it. Pure, so the form and its tests agree.
import type { SearchWidgetProps } from "../../src/types/generated/widgets/community-search";

export function searchScopeParams(
  props: Pick<SearchWidgetProps, "domain" | "postType" | "places">,
): [string, string][] {
  const params: [string, string][] = [];
  if (props.domain === "all") return params;
  params.push(["domain", props.domain]);
  if (props.domain === "discussions" && props.postType.length > 0) {
    params.push(["types", props.postType.join(",")]);
  }
  if (props.domain === "places" && props.places.length > 0) {
    params.push(["places", props.places.join(",")]);
  }
  return params;
}
