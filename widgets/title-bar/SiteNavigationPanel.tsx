// The "Site Navigation" panel itself (docs/reference/ui-behaviour.md#title-bar hamburger side menu), loaded when the
// menu button is first pressed: the left side panel Modal, with its Close button focused on open.
import { useSession } from "../../src/layout/session";
import { AppLink } from "../../src/ui/AppLink";
import { Button, ButtonLink } from "../../src/ui/Button";
import { useT } from "../../src/ui/i18n/i18n-context";
import { Modal } from "../../src/ui/Modal";
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
  const t = useT();
  const { user, isGuest } = useSession();
  const entry = useEntryUrls(signInUrl, registerUrl);
  const { signOut, pending } = useSignOut();

  return (
    <Modal
      open
      onClose={onClose}
      title={t("Site Navigation")}
      size="sidePanelLeft"
      initialFocus="close"
      flush
    >
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
              {t("Sign In")}
            </ButtonLink>
            {entry.register ? (
              <ButtonLink to={entry.register} variant="standard" className="flex-1">
                {t("Register")}
              </ButtonLink>
            ) : null}
          </div>
        ) : (
          <div className="flex items-center justify-between gap-2">
            <AppLink to={profileUrl(user.name)} className="truncate font-semibold hover:text-primary">
              {user.name}
            </AppLink>
            <Button variant="standard" size="sm" onClick={signOut} disabled={pending}>
              {t("Sign Out")}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
