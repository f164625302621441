// The frame of the notification and message pages: the title bar, then the page's heading (its title from
// src/lib/app-routes unless given) and content. Guests get the 403 error screen, whose Sign In returns here.
import { type ReactNode, useId } from "react";
import { useSession } from "../../../layout/session";
import { matchAppPage } from "../../../lib/app-routes";
import { useT } from "../../../ui/i18n/i18n-context";
import { useAppState, useLastTitleBar } from "../../app-state";
import { defaultTitleBarNode } from "../default-title-bar";
import { useDocumentTitle } from "../document-title";
import { ErrorScreen } from "../ErrorScreen";
import { PageFrame } from "../PageFrame";

export interface MemberFrameProps {
  /** The address the page answers, for its title and the sign-in target. */
  path: string;
  /** A heading already in the page's language (or a record's own name); else the app route's title. */
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function MemberFrame(props: MemberFrameProps) {
  const { isGuest } = useSession();
  // A member's own page: a guest gets the 403 screen with Sign In (the server answered 403 too).
  return isGuest ? <ErrorScreen status={403} /> : <MemberPage {...props} />;
}

function MemberPage({ path, title, actions, children }: MemberFrameProps) {
  const { site } = useAppState();
  const t = useT();
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const pageTitle = matchAppPage(path)?.title;
  const heading = title ?? (pageTitle ? t(pageTitle) : site.name);
  const headingId = useId();
  useDocumentTitle(heading, site.name);
  return (
    <PageFrame titleBar={titleBar}>
      <section aria-labelledby={headingId} className="mx-auto w-full max-w-3xl px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight">
            {heading}
          </h1>
          {actions}
        </div>
        {children}
      </section>
    </PageFrame>
  );
}
