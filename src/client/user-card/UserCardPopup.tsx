// The user card's popup (UserCardLink.tsx decides who gets it): a flyout beside the name, or a modal on mobile
// (≤ 800 px). Only one popup is open at a time page-wide (flyout-registry); Escape closes it and gives focus back.
import { lazy, Suspense, useEffect, useState } from "react";
import { useDevice } from "../../layout/DeviceContext";
import { cx } from "../../ui/cx";
import { Flyout } from "../../ui/Flyout";
import { claimFlyout, releaseFlyout } from "../../ui/flyout-registry";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { Modal } from "../../ui/Modal";
import type { UserCardLinkProps, UserCardUser } from "./UserCardLink";

const UserCardPanel = lazy(() => import("./UserCardPanel"));

const TRIGGER = "cursor-pointer rounded-sm text-start focus-visible:outline-2 focus-visible:outline-primary";

export default function UserCardPopup(props: UserCardLinkProps) {
  return useDevice() === "mobile" ? <UserCardModal {...props} /> : <UserCardFlyout {...props} />;
}

function CardBody({ user }: { user: UserCardUser }) {
  const t = useT();
  return (
    <Suspense fallback={<Loader size="small" label={t("Loading {name}", { name: user.name })} />}>
      <UserCardPanel userID={user.userID} name={user.name} url={user.url} />
    </Suspense>
  );
}

function UserCardFlyout({ user, className, label, children }: UserCardLinkProps) {
  return (
    <Flyout
      kind="panel"
      width="medium"
      label={children}
      buttonLabel={label}
      buttonClassName={cx(TRIGGER, className)}
      className="align-baseline"
    >
      <CardBody user={user} />
    </Flyout>
  );
}

function UserCardModal({ user, className, label, children }: UserCardLinkProps) {
  const [open, setOpen] = useState(false);
  // The modal counts as the page's open popup too: opening it closes any flyout, and another one closes it.
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    claimFlyout(close);
    return () => releaseFlyout(close);
  }, [open]);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        onClick={() => setOpen(true)}
        className={cx(TRIGGER, className)}
      >
        {children}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={user.name} titleHidden size="small">
        <CardBody user={user} />
      </Modal>
    </>
  );
}
