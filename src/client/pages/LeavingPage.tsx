// /home/leaving?target=…: links in posts that leave the site come here first
// (docs/reference/routes.md#links-the-product-builds), so a reader sees the real destination host before following a
// link someone else wrote.
import { useId } from "react";
import { useSearchParams } from "react-router";
import { leavingTarget } from "../../lib/leaving-target";
import { ButtonLink, buttonClasses } from "../../ui/Button";
import { RichMessage, useT } from "../../ui/i18n/i18n-context";
import { useAppState, useLastTitleBar } from "../app-state";
import { defaultTitleBarNode } from "./default-title-bar";
import { useDocumentTitle } from "./document-title";
import { PageFrame } from "./PageFrame";

export function LeavingPage() {
  const { site } = useAppState();
  const t = useT();
  const [params] = useSearchParams();
  const target = leavingTarget(params.get("target"));
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const headingId = useId();
  const title = target ? t("Leaving {site}", { site: site.name }) : t("This link can't be followed");
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
                <RichMessage
                  id="This link takes you to <strong>{host}</strong>, a site {site} doesn't control."
                  values={{
                    host: target.host,
                    site: site.name,
                    strong: (chunks) => <strong className="font-semibold text-fg-heading">{chunks}</strong>,
                  }}
                />
              </p>
              <p className="mt-2 break-all font-mono text-sm text-fg-muted">{target.url}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <a href={target.url} rel="nofollow noopener noreferrer" className={buttonClasses("primary")}>
                  {t("Continue to {host}", { host: target.host })}
                </a>
                <ButtonLink to="/">{t("Back to {site}", { site: site.name })}</ButtonLink>
              </div>
            </>
          ) : (
            <>
              <p className="mt-3 text-fg">{t("The address of this link is missing or not a web address.")}</p>
              <ButtonLink to="/" variant="primary" className="mt-6">
                {t("Back to {site}", { site: site.name })}
              </ButtonLink>
            </>
          )}
        </div>
      </section>
    </PageFrame>
  );
}
