// The title and description a Role Spotlight shows: its own, the role's, or none. Shared by the server loader
// and the preview loader so both resolve them alike.
import type { RoleSpotlightWidgetProps } from "../../src/types/generated/widgets/role-spotlight";

export function spotlightTexts(
  props: Pick<RoleSpotlightWidgetProps, "titleType" | "title" | "descriptionType" | "description">,
  role: { name: string; description: string },
): { title: string; description: string } {
  const pick = (type: "role" | "static" | "none", own: string, fromRole: string) =>
    type === "none" ? "" : type === "role" ? fromRole : own;
  return {
    title: pick(props.titleType, props.title, role.name),
    description: pick(props.descriptionType, props.description, role.description),
  };
}
