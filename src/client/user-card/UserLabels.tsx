// The labels beside a user's name, on the card and the profile (docs/reference/errors.md#users): the rank title, or
// Banned in its place; Private when the profile is private (its owner and staff see the whole profile, marked).
import type { User } from "../../types/generated/api/user";
import { Badge } from "../../ui/Badge";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import { userLabel } from "./user-card-state";

export function UserLabels({
  user,
  className,
}: {
  user: Pick<User, "banned" | "title" | "private">;
  className?: string;
}) {
  const t = useT();
  const label = userLabel(user, t);
  if (!label && !user.private) return null;
  return (
    <span className={cx("inline-flex flex-wrap items-center justify-center gap-1.5", className)}>
      {label ? <Badge tone={user.banned ? "warning" : "primary"}>{label}</Badge> : null}
      {user.private ? <Badge tone="muted">{t("Private")}</Badge> : null}
    </span>
  );
}
