// A date shown relative to now ("3 hours ago", in the page's language), refreshed every 30 s
// (docs/reference/ui-behaviour.md#shared-components), with the full date as a tooltip. Time can be frozen for stories
// and visual tests: the `now` prop, or globalThis.__QUORUM_NOW__.
import { useEffect, useState } from "react";
import { formatFullDate, formatRelativeTime, toDate } from "../lib/relative-time";
import { useLocale } from "./i18n/i18n-context";
import { useRenderClock } from "./render-clock";

declare global {
  // Set by Storybook / visual tests to freeze "now" (a Date, an ISO string or epoch milliseconds).
  var __QUORUM_NOW__: Date | string | number | undefined;
}

const REFRESH_MS = 30_000;

function frozenNow(now: RelativeTimeProps["now"]): Date | undefined {
  const value = now ?? globalThis.__QUORUM_NOW__;
  return value === undefined ? undefined : toDate(value);
}

export interface RelativeTimeProps {
  date: string | Date;
  now?: Date | string | number;
  className?: string;
}

export function RelativeTime({ date, now, className }: RelativeTimeProps) {
  const locale = useLocale();
  const fixed = frozenNow(now);
  // A server-rendered page hydrates with the server's "now" and no tooltip (its time zone is the browser's), then
  // switches to the browser's clock.
  const renderedAt = useRenderClock();
  const [tick, setTick] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    if (fixed) return;
    setTick(Date.now());
    const timer = setInterval(() => setTick(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return null;
  return (
    <time
      dateTime={value.toISOString()}
      title={renderedAt === null ? formatFullDate(value, locale) : undefined}
      className={className}
    >
      {formatRelativeTime(value, fixed ?? renderedAt ?? tick, locale)}
    </time>
  );
}
