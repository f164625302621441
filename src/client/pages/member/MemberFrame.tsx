// The frame of the notification and message pages: the title bar, then the page's heading (its title from
// src/lib/app-routes unless given) and content. Guests see why they cannot use the page and a Sign In link.
import { type ReactNode, useId } from "react";
import { useSession } from "../../../layout/session";
import { matchAppPage } from "../../../lib/app-routes";
import { SIGN_IN_PATH } from "../../../lib/entry-target";
import { withReturnTarget } from "../../../lib/entry-url";
import { ButtonLink } from "../../../ui/Button";
import { useAppState, useLastTitleBar } from "../../app-state";
import { defaultTitleBarNode } from "../default-title-bar";
import { useDocumentTitle } from "../document-title";
import { PageFrame } from "../PageFrame";

export interface MemberFrameProps {
  /** The address the page answers, for its title and the sign-in target. */
  path: string;
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function MemberFrame({ path, title, actions, children }: MemberFrameProps) {
  const { site } = useAppState();
  const { isGuest } = useSession();
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const heading = title ?? matchAppPage(path)?.title ?? site.name;
  const headingId = useId();
  useDocumentTitle(heading, site.name);
  return (
    <PageFrame titleBar={titleBar}>
      <section aria-labelledby={headingId} className="mx-auto w-full max-w-3xl px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight">
            {heading}
          </h1>
          {isGuest ? null : actions}
        </div>
        {isGuest ? (
          <div className="mt-4">
            <p className="text-fg">Sign in to see this page.</p>
            <ButtonLink
              to={withReturnTarget(site.entryUrls?.signInUrl ?? SIGN_IN_PATH, path)}
              variant="primary"
              className="mt-4"
            >
              Sign In
            </ButtonLink>
          </div>
        ) : (
          children
        )}
      </section>
    </PageFrame>
  );
}
