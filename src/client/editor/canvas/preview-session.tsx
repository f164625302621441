// The session the canvas's widgets see: the title bar reads useSession() for its account area, so a preview "as a
// guest" must look signed out and a preview as a role must show a member of that role, not the editor's own name.
import { type ReactNode, useMemo } from "react";
import { GUEST_USER, SessionProvider } from "../../../layout/session";
import type { CurrentUser } from "../../../types/generated/api/current-user";
import { useT } from "../../../ui/i18n/i18n-context";
import type { EditorViewAs } from "../store/editor-state";

/**
 * The user a preview shows, or null to keep the editor's own session ("self"). A role preview gets a made-up
 * member (no real account stands for a role); its id is negative so it is never mistaken for a guest (0) or a
 * real user.
 */
function previewUser(viewAs: EditorViewAs, sampleName: string): CurrentUser | null {
  if (viewAs === "self") return null;
  if (viewAs === "guest") return GUEST_USER;
  return {
    ...GUEST_USER,
    userID: -1,
    name: sampleName,
    roleIDs: [viewAs],
    emailConfirmed: true,
  };
}

export function PreviewSession({
  viewAs,
  roleName,
  children,
}: {
  viewAs: EditorViewAs;
  roleName: string;
  children: ReactNode;
}) {
  // Memoised: a new user object would re-render every session reader on each canvas render.
  const t = useT();
  const sampleName = t("Sample {role}", { role: roleName });
  const user = useMemo(() => previewUser(viewAs, sampleName), [viewAs, sampleName]);
  if (!user) return <>{children}</>;
  // No sign-out action: the canvas's title bar is inert, and a preview must never sign the editor out.
  return <SessionProvider user={user}>{children}</SessionProvider>;
}
