// What the user card needs from the site, provided once by the app shell: whether private conversations are on (the
// Message button, docs/reference/ui-behaviour.md#user-card). Without a provider (widget tests, Storybook's widget
// stories, the editor's previews) user names stay plain profile links and no card code or permission request is
// loaded.
import { createContext, type ReactNode, useContext, useMemo } from "react";

export interface UserCardSettings {
  conversationsEnabled: boolean;
}

const UserCardSettingsContext = createContext<UserCardSettings | null>(null);

export function UserCardProvider({
  conversationsEnabled,
  children,
}: {
  conversationsEnabled: boolean;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ conversationsEnabled }), [conversationsEnabled]);
  return <UserCardSettingsContext.Provider value={value}>{children}</UserCardSettingsContext.Provider>;
}

/** null when no provider turns user cards on. */
export function useUserCardSettings(): UserCardSettings | null {
  return useContext(UserCardSettingsContext);
}
