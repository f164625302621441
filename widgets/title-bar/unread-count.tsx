// Unread counts on the account box buttons (docs/reference/ui-behaviour.md#account-box): shown from 1, capped at 99
// as "99+".
import { createTranslator } from "../../src/lib/i18n/translator";
import { cx } from "../../src/ui/cx";
import type { TranslateFn } from "../../src/ui/i18n/i18n-context";

const ENGLISH: TranslateFn = createTranslator({ locale: "en" }).t;

const COUNT_CAP = 99;

/** "" for none, the number up to 99, "99+" beyond. */
export function formatUnreadCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "";
  return count > COUNT_CAP ? `${COUNT_CAP}+` : String(Math.floor(count));
}

/**
 * The accessible name of a count button: "Notifications" or "Notifications, 99+ unread"; `name` comes translated,
 * `t` is the page's (English by default).
 */
export function countLabel(name: string, count: number, t: TranslateFn = ENGLISH): string {
  const shown = formatUnreadCount(count);
  return shown ? t("{name}, {count} unread", { name, count: shown }) : name;
}

export function UnreadCount({ count, className }: { count: number; className?: string }) {
  const shown = formatUnreadCount(count);
  if (!shown) return null;
  return (
    <span
      data-unread-count={shown}
      aria-hidden="true"
      className={cx(
        "absolute -end-1 -top-1 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full px-1",
        "bg-danger text-[11px] leading-none font-bold text-white",
        className,
      )}
    >
      {shown}
    </span>
  );
}
