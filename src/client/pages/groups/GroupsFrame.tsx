// The frame of the groups list and the create form: the title bar, then the page's <h1> (its title from
// src/lib/app-routes) with the page's actions beside it, then the content.
import { type ReactNode, useId } from "react";
import { matchAppPage } from "../../../lib/app-routes";
import { useT } from "../../../ui/i18n/i18n-context";
import { useAppState, useLastTitleBar } from "../../app-state";
import { defaultTitleBarNode } from "../default-title-bar";
import { useDocumentTitle } from "../document-title";
import { PageFrame } from "../PageFrame";

export function GroupsFrame({
  path,
  actions,
  children,
}: {
  path: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { site } = useAppState();
  const t = useT();
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const title = matchAppPage(path)?.title;
  const heading = title ? t(title) : site.name;
  const headingID = useId();
  useDocumentTitle(heading, site.name);
  return (
    <PageFrame titleBar={titleBar}>
      <section aria-labelledby={headingID} className="mx-auto w-full max-w-5xl px-4 py-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 id={headingID} className="text-2xl font-bold tracking-tight">
            {heading}
          </h1>
          {actions}
        </div>
        {children}
      </section>
    </PageFrame>
  );
}
