// The "Site Navigation" panel itself (spec 000 §2 hamburger side menu), loaded when the menu button is first
// pressed: a modal dialog that takes focus, keeps it inside (Tab wraps), and closes on Escape or the backdrop.
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useSession } from "../../src/layout/session";
import { AppLink } from "../../src/ui/AppLink";
import { Button, ButtonLink } from "../../src/ui/Button";
import { trapTab } from "../../src/ui/focus";
import { Icon } from "../../src/ui/Icon";
import { profileUrl, useEntryUrls, useSignOut } from "./AccountArea";
import { NestedNavigation } from "./NestedNavigation";
import type { SiteNavigationProps } from "./SiteNavigationMenu";

export default function SiteNavigationPanel({
  items,
  mobileOnlyItems,
  languages,
  pathname,
  signInUrl,
  registerUrl,
  onClose,
}: SiteNavigationProps & { onClose(): void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { user, isGuest } = useSession();
  const entry = useEntryUrls(signInUrl, registerUrl);
  const { signOut, pending } = useSignOut();

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    } else if (panel.current) {
      trapTab(event, panel.current);
    }
  };

  return (
    <div className="fixed inset-0 z-[1060] text-fg">
      <div className="absolute inset-0 bg-black/40" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="absolute inset-y-0 left-0 flex w-[min(400px,88vw)] flex-col bg-bg shadow-raised"
      >
        <div className="flex h-14 items-center justify-between border-b border-border px-4">
          <h2 id={titleId} className="text-base font-bold">
            Site Navigation
          </h2>
          <button
            type="button"
            data-autofocus
            aria-label="Close"
            onClick={onClose}
            className="inline-flex size-9 items-center justify-center rounded-control text-fg-muted hover:bg-bg-hover hover:text-fg"
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        <NestedNavigation
          items={items}
          mobileOnlyItems={mobileOnlyItems}
          languages={languages}
          pathname={pathname}
        />
        <div className="border-t border-border p-4">
          {isGuest ? (
            <div className="flex gap-2">
              <ButtonLink to={entry.signIn} variant="primary" className="flex-1">
                Sign In
              </ButtonLink>
              {entry.register ? (
                <ButtonLink to={entry.register} variant="standard" className="flex-1">
                  Register
                </ButtonLink>
              ) : null}
            </div>
          ) : (
            <div className="flex items-center justify-between gap-2">
              <AppLink to={profileUrl(user.name)} className="truncate font-semibold hover:text-primary">
                {user.name}
              </AppLink>
              <Button variant="standard" size="sm" onClick={signOut} disabled={pending}>
                Sign Out
              </Button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
