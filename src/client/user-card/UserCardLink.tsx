// A user's name or photo that opens their user card (docs/reference/ui-behaviour.md#user-card): a flyout beside it,
// or a modal on mobile (≤ 800 px). Only one popup is open at a time page-wide (flyout-registry); Escape closes it and
// gives focus back. The card is gated: without a UserCardProvider (previews) or without profiles.view (guests by
// default; false until the permissions are loaded) the name stays a plain link to the profile.
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useDevice } from "../../layout/DeviceContext";
import { AppLink } from "../../ui/AppLink";
import { cx } from "../../ui/cx";
import { Flyout } from "../../ui/Flyout";
import { claimFlyout, releaseFlyout } from "../../ui/flyout-registry";
import { Loader } from "../../ui/Loader";
import { Modal } from "../../ui/Modal";
import { usePermission } from "../permissions/use-permission";
import { useUserCardSettings } from "./user-card-settings";

const UserCardPanel = lazy(() => import("./UserCardPanel"));

interface UserCardUser {
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

const TRIGGER = "cursor-pointer rounded-sm text-left focus-visible:outline-2 focus-visible:outline-primary";

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
  const device = useDevice();
  if (!allowed) return <ProfileLink {...props} />;
  return device === "mobile" ? <UserCardModal {...props} /> : <UserCardFlyout {...props} />;
}

function CardBody({ user }: { user: UserCardUser }) {
  return (
    <Suspense fallback={<Loader size="small" label={`Loading ${user.name}`} />}>
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
