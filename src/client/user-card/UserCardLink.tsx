// A user's name or photo that opens their user card (docs/reference/ui-behaviour.md#user-card): a flyout beside it,
// or a modal on mobile (≤ 800 px), both in UserCardPopup.tsx. The card is gated: without a UserCardProvider (previews)
// or without profiles.view (guests by default; false until the permissions are loaded) the name stays a plain link
// to the profile, and the popup's code loads only for a viewer who may open cards (user-card-chunk.ts).
import type { ReactNode } from "react";
import { AppLink } from "../../ui/AppLink";
import { usePermission } from "../permissions/use-permission";
import { UserCardPopupChunk } from "./user-card-chunk";
import { useUserCardSettings } from "./user-card-settings";

export interface UserCardUser {
  userID: number;
  name: string;
  url: string;
}

export interface UserCardLinkProps {
  user: UserCardUser;
  /** Classes of the link or button (how the name or photo looks where it is shown). */
  className?: string;
  /** Accessible name when the content says nothing (a photo). */
  label?: string;
  /** Without a card: a link to the profile (names), or the content alone (a photo beside a linked name). */
  fallback?: "link" | "none";
  children: ReactNode;
}

export function UserCardLink(props: UserCardLinkProps) {
  const settings = useUserCardSettings();
  if (!settings) return <ProfileLink {...props} />;
  return <GatedUserCardLink {...props} />;
}

function ProfileLink({ user, className, label, fallback = "link", children }: UserCardLinkProps) {
  if (fallback === "none") return children;
  return (
    <AppLink to={user.url} className={className} aria-label={label}>
      {children}
    </AppLink>
  );
}

function GatedUserCardLink(props: UserCardLinkProps) {
  const allowed = usePermission("profiles.view");
  if (!allowed) return <ProfileLink {...props} />;
  return <UserCardPopupChunk.Component {...props} />;
}
