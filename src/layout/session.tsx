// Who is viewing: the current user and the sign-out action, provided by the app shell (or a story). Widgets read it
// instead of importing the app, so they stay usable in Storybook and the editor. It also carries the interface
// languages the page offers (state.i18n.locales), which the title bar's language menu lists.
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { InterfaceLocale } from "../lib/i18n/locales";
import type { CurrentUser } from "../types/generated/api/current-user";

export interface Session {
  user: CurrentUser;
  isGuest: boolean;
  signOut(): Promise<void>;
  /** The interface languages a reader may choose (docs/reference/localisation.md); empty outside the app. */
  locales: readonly InterfaceLocale[];
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
const NO_LOCALES: readonly InterfaceLocale[] = [];

const SessionContext = createContext<Session>({
  user: GUEST_USER,
  isGuest: true,
  signOut: noSignOut,
  locales: NO_LOCALES,
});

export function SessionProvider({
  user,
  onSignOut = noSignOut,
  locales = NO_LOCALES,
  children,
}: {
  user: CurrentUser;
  onSignOut?: () => Promise<void>;
  locales?: readonly InterfaceLocale[] | undefined;
  children: ReactNode;
}) {
  const session = useMemo<Session>(
    () => ({ user, isGuest: user.userID === 0, signOut: onSignOut, locales }),
    [user, onSignOut, locales],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
