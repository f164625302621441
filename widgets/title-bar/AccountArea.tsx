// The right end of the title bar: Sign In / Register for guests; photo, name and Sign Out for members.
import { useState } from "react";
import { useSession } from "../../src/layout/session";
import { withReturnTarget } from "../../src/lib/entry-url";
import { AppLink } from "../../src/ui/AppLink";
import { Button, ButtonLink } from "../../src/ui/Button";
import { useCurrentLocation } from "../../src/ui/location";
import { UserPhoto } from "../../src/ui/UserPhoto";

export function profileUrl(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}

export function useSignOut(): { signOut(): void; pending: boolean } {
  const { signOut } = useSession();
  const [pending, setPending] = useState(false);
  return {
    pending,
    signOut: () => {
      setPending(true);
      signOut()
        .catch((error: unknown) => console.error("Sign out failed.", error))
        .finally(() => setPending(false));
    },
  };
}

export function useEntryUrls(signInUrl: string, registerUrl: string | null) {
  const { pathname, search } = useCurrentLocation();
  const current = `${pathname}${search}`;
  return {
    signIn: withReturnTarget(signInUrl || "/entry/signin", current),
    register: registerUrl ? withReturnTarget(registerUrl, current) : null,
  };
}

export function AccountArea({
  compact,
  signInUrl,
  registerUrl,
}: {
  compact: boolean;
  signInUrl: string;
  registerUrl: string | null;
}) {
  const { user, isGuest } = useSession();
  const entry = useEntryUrls(signInUrl, registerUrl);
  const { signOut, pending } = useSignOut();
  if (isGuest) {
    return (
      <div className="flex items-center gap-2">
        <ButtonLink to={entry.signIn} variant="inverse" size="sm" className={compact ? "" : "min-w-[88px]"}>
          Sign In
        </ButtonLink>
        {!compact && entry.register ? (
          <ButtonLink to={entry.register} variant="inverse-outline" size="sm" className="min-w-[88px]">
            Register
          </ButtonLink>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <AppLink
        to={profileUrl(user.name)}
        className="inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]"
      >
        <UserPhoto url={user.photoUrl} size={28} />
        <span className={compact ? "sr-only" : "max-w-[160px] truncate"}>{user.name}</span>
      </AppLink>
      {compact ? null : (
        <Button variant="inverse-outline" size="sm" onClick={signOut} disabled={pending}>
          Sign Out
        </Button>
      )}
    </div>
  );
}
