// What the group widgets' loaders read from a group page's params (group-providers.ts, params.ts): the page's group,
// as the viewer sees it, with what they may do there.
import type { Group } from "../../types/generated/api/group";
import type { LayoutContext } from "./context";

export function pageGroup(context: LayoutContext): Group | undefined {
  const group = context.params.group as Group | undefined;
  return group && typeof group.groupID === "number" && typeof group.viewer === "object" ? group : undefined;
}
