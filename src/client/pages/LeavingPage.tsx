// /home/leaving?target=…: links in posts that leave the site come here first
// (docs/reference/routes.md#links-the-product-builds), so a reader sees the real destination host before following a
// link someone else wrote.
import { useId } from "react";
import { useSearchParams } from "react-router";
import { leavingTarget } from "../../lib/leaving-target";
import { ButtonLink, buttonClasses } from "../../ui/Button";
import { useAppState, useLastTitleBar } from "../app-state";
import { defaultTitleBarNode } from "./default-title-bar";
import { useDocumentTitle } from "./document-title";
import { PageFrame } from "./PageFrame";

export function LeavingPage() {
  const { site } = useAppState();
  const [params] = useSearchParams();
  const target = leavingTarget(params.get("target"));
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const headingId = useId();
  const title = target ? `Leaving ${site.name}` : "This link can't be followed";
  useDocumentTitle(title, site.name);
  return (
    <PageFrame titleBar={titleBar}>
      <section aria-labelledby={headingId} className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
        <div className="rounded-box border border-border bg-bg p-6 shadow-card sm:p-8">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          {target ? (
            <>
              <p className="mt-3 text-fg">
                This link takes you to{" "}
                <strong className="font-semibold text-fg-heading">{target.host}</strong>, a site {site.name}{" "}
                doesn't control.
              </p>
              <p className="mt-2 break-all font-mono text-sm text-fg-muted">{target.url}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <a href={target.url} rel="nofollow noopener noreferrer" className={buttonClasses("primary")}>
                  Continue to {target.host}
                </a>
                <ButtonLink to="/">Back to {site.name}</ButtonLink>
              </div>
            </>
          ) : (
            <>
              <p className="mt-3 text-fg">The address of this link is missing or not a web address.</p>
              <ButtonLink to="/" variant="primary" className="mt-6">
                Back to {site.name}
              </ButtonLink>
            </>
          )}
        </div>
      </section>
    </PageFrame>
  );
}
