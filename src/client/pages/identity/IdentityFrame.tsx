// The frame of the password, email confirmation, sign-out and session pages: the title bar and a centred card
// with the page's heading (its title from src/lib/app-routes), like the sign-in page's, but the content is the
// page's own for guests and members alike (each page decides what a guest or a member sees).
import { type ReactNode, useId } from "react";
import { matchAppPage } from "../../../lib/app-routes";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { useAppState, useLastTitleBar } from "../../app-state";
import { defaultTitleBarNode } from "../default-title-bar";
import { useDocumentTitle } from "../document-title";
import { PageFrame } from "../PageFrame";

export interface IdentityFrameProps {
  /** The page's route pattern in src/lib/app-routes, which names its title. */
  path: string;
  intro?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

export function IdentityFrame({ path, intro, footer, wide = false, children }: IdentityFrameProps) {
  const { site } = useAppState();
  const t = useT();
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const pageTitle = matchAppPage(path)?.title;
  const title = pageTitle ? t(pageTitle) : site.name;
  const headingId = useId();
  useDocumentTitle(title, site.name);
  return (
    <PageFrame titleBar={titleBar}>
      <section
        aria-labelledby={headingId}
        className={cx("mx-auto w-full px-4 py-10 sm:py-16", wide ? "max-w-2xl" : "max-w-md")}
      >
        <div className="rounded-box border border-border bg-bg p-6 shadow-card sm:p-8">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          {intro ? <p className="mt-1 text-sm text-fg-muted">{intro}</p> : null}
          {children}
        </div>
        {footer ? <p className="mt-6 text-center text-sm text-fg-muted">{footer}</p> : null}
      </section>
    </PageFrame>
  );
}

/** A success message in the card: a status region, so screen readers announce it. */
export function IdentityNoticeText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 text-fg">
      {children}
    </p>
  );
}
