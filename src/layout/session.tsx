// Who is viewing: the current user and the sign-out action, provided by the app shell (or a story). Widgets read it
// instead of importing the app, so they stay usable in Storybook and the editor.
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { CurrentUser } from "../types/generated/api/current-user";

export interface Session {
  user: CurrentUser;
  isGuest: boolean;
  signOut(): Promise<void>;
}

export const GUEST_USER: CurrentUser = {
  userID: 0,
  name: "Guest",
  photoUrl: "",
  dateLastActive: null,
  roleIDs: [],
  isAdmin: false,
  emailConfirmed: false,
  countUnreadNotifications: 0,
  countUnreadConversations: 0,
};

const noSignOut = async () => undefined;

const SessionContext = createContext<Session>({ user: GUEST_USER, isGuest: true, signOut: noSignOut });

export function SessionProvider({
  user,
  onSignOut = noSignOut,
  children,
}: {
  user: CurrentUser;
  onSignOut?: () => Promise<void>;
  children: ReactNode;
}) {
  const session = useMemo<Session>(
    () => ({ user, isGuest: user.userID === 0, signOut: onSignOut }),
    [user, onSignOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
