// A visible Back control (docs/reference/ui-behaviour.md#back-navigation): a link to the fallback, so it works before
// scripts and in a server render, whose click goes back as src/lib/back-navigation.ts says. Nothing reads `window` or
// `document` until the click.
import type { MouseEvent } from "react";
import { type NavigateFunction, useInRouterContext, useNavigate } from "react-router";
import { DEFAULT_BACK_FALLBACK, goBack } from "../lib/back-navigation";
import { isInAppRoute } from "./AppLink";
import { cx } from "./cx";
import { Icon } from "./Icon";
import { useT } from "./i18n/i18n-context";

export interface BackLinkProps {
  /** Where to go without history nor referrer: the home page by default. */
  fallback?: string;
  className?: string;
}

/** React Router keeps the index of its history entries in history.state.idx: above 0, the app has somewhere to go back. */
function routerHistoryIndex(): number {
  const state: unknown = window.history.state;
  if (typeof state !== "object" || state === null || !("idx" in state)) return 0;
  return typeof state.idx === "number" ? state.idx : 0;
}

/** The click handler of a Back control; `navigate` goes inside the app (null outside a router: the browser loads). */
export function backHandler(fallback: string, navigate: NavigateFunction | null): () => void {
  return () => {
    goBack(
      {
        hasAppHistory: navigate !== null && routerHistoryIndex() > 0,
        referrer: document.referrer,
        appBack: () => navigate?.(-1),
        browserBack: () => window.history.back(),
        assign: (url) => window.location.assign(url),
        navigate: (url) => (navigate && isInAppRoute(url) ? navigate(url) : window.location.assign(url)),
        later: (run, ms) => window.setTimeout(run, ms),
      },
      fallback,
    );
  };
}

export function BackLink(props: BackLinkProps) {
  return useInRouterContext() ? <RouterBackLink {...props} /> : <BackAnchor {...props} navigate={null} />;
}

function RouterBackLink(props: BackLinkProps) {
  const navigate = useNavigate();
  return <BackAnchor {...props} navigate={navigate} />;
}

function BackAnchor({
  fallback = DEFAULT_BACK_FALLBACK,
  className,
  navigate,
}: BackLinkProps & { navigate: NavigateFunction | null }) {
  const t = useT();
  const back = backHandler(fallback, navigate);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) keeps the link's own meaning.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    back();
  };
  return (
    <a
      href={fallback}
      onClick={onClick}
      className={cx(
        "inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline underline-offset-2",
        className,
      )}
    >
      <Icon name="chevronLeft" size={16} className="rtl:-scale-x-100" />
      {t("Back")}
    </a>
  );
}
