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
  /**
   * The page's theme logos (docs/reference/themes.md#variables): what a title bar following the site's style shows.
   * The viewer's previewed theme's when they preview one; none outside the app.
   */
  themeLogos: ThemeLogos;
  /**
   * The addons switched on (state.site.addons, docs/reference/addons.md): what useAddonEnabled reads. Absent outside
   * the app (stories, the layout editor) and on a page that does not say: every addon counts as on.
   */
  addons?: readonly string[] | undefined;
}

export interface ThemeLogos {
  logo: string | null;
  mobileLogo: string | null;
}

const NO_LOGOS: ThemeLogos = { logo: null, mobileLogo: null };

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
  themeLogos: NO_LOGOS,
});

export function SessionProvider({
  user,
  onSignOut = noSignOut,
  locales = NO_LOCALES,
  themeLogos = NO_LOGOS,
  addons,
  children,
}: {
  user: CurrentUser;
  onSignOut?: () => Promise<void>;
  locales?: readonly InterfaceLocale[] | undefined;
  themeLogos?: ThemeLogos | undefined;
  addons?: readonly string[] | undefined;
  children: ReactNode;
}) {
  const session = useMemo<Session>(
    () => ({ user, isGuest: user.userID === 0, signOut: onSignOut, locales, themeLogos, addons }),
    [user, onSignOut, locales, themeLogos, addons],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
