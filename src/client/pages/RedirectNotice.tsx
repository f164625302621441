// A lookup answered redirectTo (the record lives at another address, e.g. under another site section): say where the
// page goes, offer the link now, and navigate there after 5,000 ms (docs/reference/layout-documents.md#page-render).
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { safeUrl } from "../../lib/safe-url";
import { sitePath } from "../../lib/site-path";
import { AppLink } from "../../ui/AppLink";
import { RichMessage, useT } from "../../ui/i18n/i18n-context";

const REDIRECT_DELAY_MS = 5000;

export function RedirectNotice({ to }: { to: string }) {
  const navigate = useNavigate();
  const t = useT();
  const target = safeUrl(to);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const path = sitePath(target);
      if (path) navigate(path, { replace: true });
      else window.location.replace(target);
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-live="polite">
      <h1 className="text-2xl font-semibold">{t("Redirecting…")}</h1>
      <p className="mt-4">
        <RichMessage
          id="This page has moved to <link>{target}</link>. You will be taken there in a few seconds."
          values={{ target, link: (chunks) => <AppLink to={target}>{chunks}</AppLink> }}
        />
      </p>
    </section>
  );
}
