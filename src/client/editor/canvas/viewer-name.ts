import type { Role } from "../../api/roles";
import type { EditorViewAs } from "../store/editor-store";

/** Who a preview is for, as ghosts name it: "you", "Guest", or the role's name. */
export function viewerName(viewAs: EditorViewAs, roles: readonly Role[] | undefined): string {
  if (viewAs === "self") return "you";
  if (viewAs === "guest") return "Guest";
  return roles?.find((role) => role.roleID === viewAs)?.name ?? `role ${viewAs}`;
}
