// The compact title bar's menu button and its "Site Navigation" panel (spec 000 §2 hamburger side menu).
// The panel is a modal dialog: focus moves into it and stays there, Escape or the backdrop closes it, and focus
// returns to the menu button.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useSession } from "../../src/layout/session";
import { isActivePath } from "../../src/lib/entry-url";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { AppLink } from "../../src/ui/AppLink";
import { Button, ButtonLink } from "../../src/ui/Button";
import { cx } from "../../src/ui/cx";
import { Icon } from "../../src/ui/Icon";
import { profileUrl, useEntryUrls, useSignOut } from "./AccountArea";

type Props = Pick<TitleBarHydrated, "signInUrl" | "registerUrl"> & {
  items: TitleBarHydrated["navigationItems"];
  pathname: string;
};

export function SiteNavigationMenu({ items, pathname, signInUrl, registerUrl }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // Following a link closes the panel (client-side navigation keeps this component mounted).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open site navigation"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-control hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]"
      >
        <Icon name="menu" size={22} />
      </button>
      {open ? (
        <MenuPanel
          items={items}
          pathname={pathname}
          signInUrl={signInUrl}
          registerUrl={registerUrl}
          onClose={close}
        />
      ) : null}
    </>
  );
}

function MenuPanel({ items, pathname, signInUrl, registerUrl, onClose }: Props & { onClose(): void }) {
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
    } else if (event.key === "Tab") {
      keepFocusInside(panel.current, event);
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
        <nav aria-label="Main" className="flex-1 overflow-y-auto p-2">
          <ul className="space-y-0.5">
            {items.map((item) => {
              const active = isActivePath(item.url, pathname);
              return (
                <li key={item.id}>
                  <AppLink
                    to={item.url}
                    aria-current={active ? "page" : undefined}
                    className={cx(
                      "block rounded-control px-3 py-2.5 font-semibold",
                      active ? "bg-primary-soft text-primary-hover" : "hover:bg-bg-hover",
                    )}
                  >
                    {item.name}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Wraps Tab / Shift+Tab at the ends of the panel so focus stays in the dialog. */
function keepFocusInside(container: HTMLElement | null, event: KeyboardEvent) {
  if (!container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
