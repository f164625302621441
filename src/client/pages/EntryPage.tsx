// The frame of the sign-in and registration pages: the title bar, a centred card with the page's heading, and a
// line under it linking to the other entry page. A signed-in visitor sees who they are instead of the form.
import { type ReactNode, useId } from "react";
import { useSession } from "../../layout/session";
import { matchAppPage } from "../../lib/app-routes";
import { ButtonLink } from "../../ui/Button";
import { RichMessage, useT } from "../../ui/i18n/i18n-context";
import { useAppState, useLastTitleBar } from "../app-state";
import { defaultTitleBarNode } from "./default-title-bar";
import { useDocumentTitle } from "./document-title";
import { PageFrame } from "./PageFrame";

export interface EntryPageProps {
  /** The page's route in src/lib/app-routes, which also names its title. */
  path: string;
  intro: string;
  footer: ReactNode;
  children: ReactNode;
}

export function EntryPage({ path, intro, footer, children }: EntryPageProps) {
  const { site } = useAppState();
  const { user, isGuest } = useSession();
  const t = useT();
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const pageTitle = matchAppPage(path)?.title;
  const title = pageTitle ? t(pageTitle) : site.name;
  const headingId = useId();
  useDocumentTitle(title, site.name);
  return (
    <PageFrame titleBar={titleBar}>
      <section aria-labelledby={headingId} className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="rounded-box border border-border bg-bg p-6 shadow-card sm:p-8">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          {isGuest ? (
            <>
              <p className="mt-1 text-sm text-fg-muted">{intro}</p>
              {children}
            </>
          ) : (
            <SignedInNotice name={user.name} />
          )}
        </div>
        {isGuest ? <p className="mt-6 text-center text-sm text-fg-muted">{footer}</p> : null}
      </section>
    </PageFrame>
  );
}

function SignedInNotice({ name }: { name: string }) {
  const t = useT();
  return (
    <>
      <p className="mt-3 text-fg">
        <RichMessage
          id="You are signed in as <strong>{name}</strong>."
          values={{
            name,
            strong: (chunks) => <strong className="font-semibold text-fg-heading">{chunks}</strong>,
          }}
        />
      </p>
      <ButtonLink to="/" variant="primary" className="mt-6">
        {t("Back to Home")}
      </ButtonLink>
    </>
  );
}

/** The inline link to the other entry page. */
export const ENTRY_LINK_CLASSES = "font-semibold text-primary underline-offset-2 hover:underline";
