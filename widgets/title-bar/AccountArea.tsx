// The right end of the title bar: Sign In / Register for guests; for members the account box (notifications,
// messages, My Account), or on compact screens its side panel. The member parts are lazy chunks: a guest's first
// view downloads none of them.
import { useMutation } from "@tanstack/react-query";
import { Suspense } from "react";
import { useSession } from "../../src/layout/session";
import { DEFAULT_ENTRY_URLS, withReturnTarget } from "../../src/lib/entry-url";
import { AppLink } from "../../src/ui/AppLink";
import { ButtonLink } from "../../src/ui/Button";
import { usePageOrigin } from "../../src/ui/client-value";
import { useT } from "../../src/ui/i18n/i18n-context";
import { useCurrentLocation } from "../../src/ui/location";
import { UserPhoto } from "../../src/ui/UserPhoto";

import { profileUrl } from "./account/account-links";
import { AccountPanelChunk, MemberAccountBoxChunk } from "./account/member-chunks";

export { profileUrl };

const MemberAccountBox = MemberAccountBoxChunk.Component;
const AccountPanel = AccountPanelChunk.Component;

/** Signing out through the session (the app shell's call); a mutation, so its pending state is TanStack Query's. */
export function useSignOut(): { signOut(): void; pending: boolean } {
  const { signOut } = useSession();
  const mutation = useMutation({
    mutationFn: signOut,
    // i18n-exempt: console message for developers
    onError: (error) => console.error("Sign out failed.", error),
  });
  return { pending: mutation.isPending, signOut: () => mutation.mutate() };
}

export function useEntryUrls(signInUrl: string, registerUrl: string | null) {
  const { pathname, search } = useCurrentLocation();
  const current = `${pathname}${search}`;
  // An entry address on another site gets the absolute return target once the page's origin is known (hydrated).
  const origin = usePageOrigin() || undefined;
  return {
    signIn: withReturnTarget(signInUrl || DEFAULT_ENTRY_URLS.signInUrl, current, origin),
    // No registration address, no Register link (docs/reference/routes.md#links-the-product-builds).
    register: registerUrl ? withReturnTarget(registerUrl, current, origin) : null,
  };
}

export function AccountArea({
  compact,
  signInUrl,
  registerUrl,
  signOutUrl,
  conversationsEnabled,
}: {
  compact: boolean;
  signInUrl: string;
  registerUrl: string | null;
  signOutUrl?: string;
  conversationsEnabled: boolean;
}) {
  const t = useT();
  const { user, isGuest } = useSession();
  const entry = useEntryUrls(signInUrl, registerUrl);
  if (isGuest) {
    return (
      <div className="flex items-center gap-2">
        <ButtonLink to={entry.signIn} variant="inverse" size="sm" className={compact ? "" : "min-w-[88px]"}>
          {t("Sign In")}
        </ButtonLink>
        {!compact && entry.register ? (
          <ButtonLink to={entry.register} variant="inverse-outline" size="sm" className="min-w-[88px]">
            {t("Register")}
          </ButtonLink>
        ) : null}
      </div>
    );
  }
  // While the account box loads, the member's photo and name link to their profile.
  const placeholder = (
    <AppLink
      to={profileUrl(user.name)}
      className="inline-flex items-center gap-2 rounded-full py-1 ps-1 pe-2 text-sm font-semibold hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]"
    >
      <UserPhoto url={user.photoUrl} size={28} />
      <span className={compact ? "sr-only" : "max-w-[160px] truncate"}>{user.name}</span>
    </AppLink>
  );
  return (
    <Suspense fallback={placeholder}>
      {compact ? (
        <AccountPanel conversationsEnabled={conversationsEnabled} signOutUrl={signOutUrl} />
      ) : (
        <MemberAccountBox conversationsEnabled={conversationsEnabled} signOutUrl={signOutUrl} />
      )}
    </Suspense>
  );
}
