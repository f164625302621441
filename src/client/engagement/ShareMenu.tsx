// Share (docs/reference/ui-behaviour.md#share): Copy Link ('Link copied to clipboard'; 'Copy Link to Comment' on a
// comment), Email Link (mailto:) and Share In Message (conversations.add), or on Android and iOS the native share
// sheet. Every link carries utm_source=community-share.

import { useClientValue } from "../../ui/client-value";
import { Flyout, FlyoutItem, FlyoutLinkItem } from "../../ui/Flyout";
import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";
import { toast } from "../../ui/toast-store";
import { ACTION_BUTTON } from "./action-button";
import { mailtoLink, messageLink, shareEffects, shareLink } from "./share-link";

export interface ShareMenuProps {
  recordType: "discussion" | "comment";
  /** The record's address (relative or absolute). */
  url: string;
  /** The discussion's name: the mail subject and the share sheet's title. */
  title: string;
  canMessage: boolean;
  /** Open from the first render (stories). */
  defaultOpen?: boolean;
}

const TRIGGER = ACTION_BUTTON;

export function ShareMenu({ recordType, url, title, canMessage, defaultOpen }: ShareMenuProps) {
  const t = useT();
  // The server renders the menu; a phone with a share sheet switches to the button once hydrated.
  const nativeShare = useClientValue(shareEffects.usesNativeShare, false);
  const link = useClientValue(() => shareLink(url, shareEffects.origin()), url);
  const copyLabel = recordType === "comment" ? t("Copy Link to Comment") : t("Copy Link");

  if (nativeShare) {
    return (
      <button
        type="button"
        className={TRIGGER}
        onClick={() => {
          // The reader closing the sheet rejects the promise: nothing to tell them.
          shareEffects.nativeShare({ title, url: link }).catch(() => undefined);
        }}
      >
        <Icon name="share" />
        {t("Share")}
      </button>
    );
  }

  const copy = async () => {
    try {
      await shareEffects.copy(link);
      toast.success(t("Link copied to clipboard"));
    } catch {
      toast.error(t("The link could not be copied."), { dismissible: true });
    }
  };

  return (
    <Flyout
      label={
        <>
          <Icon name="share" />
          {t("Share")}
        </>
      }
      buttonClassName={TRIGGER}
      align="start"
      defaultOpen={defaultOpen}
    >
      <FlyoutItem onSelect={() => void copy()}>{copyLabel}</FlyoutItem>
      <FlyoutItem onSelect={() => shareEffects.openMail(mailtoLink(title, link))}>
        {t("Email Link")}
      </FlyoutItem>
      {canMessage ? <FlyoutLinkItem to={messageLink(link)}>{t("Share In Message")}</FlyoutLinkItem> : null}
    </Flyout>
  );
}
