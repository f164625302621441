// A link that follows the product's rules (docs/reference/routes.md#links-the-product-builds): unsafe URLs become
// "/", links to in-app layout routes navigate inside the app, other site links do a full page load, external links
// open in a new tab.
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link, useInRouterContext } from "react-router";
import { matchLayoutRoute } from "../lib/layout-routes";
import { isExternalUrl, safeUrl } from "../lib/safe-url";
import { usePageOrigin } from "./client-value";
import { useT } from "./i18n/i18n-context";

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  children: ReactNode;
}

/** Answers by URL: a list page links the same few hundred addresses on every render (bounded: it starts again). */
const inAppRoutes = new Map<string, boolean>();
const IN_APP_ROUTES_BOUND = 5000;

/** Whether a URL is a layout route the client router renders (no full page load needed). */
export function isInAppRoute(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//")) return false;
  let known = inAppRoutes.get(url);
  if (known === undefined) {
    const parsed = new URL(url, "http://site.invalid");
    known = matchLayoutRoute(parsed.pathname, parsed.search) !== null;
    if (inAppRoutes.size >= IN_APP_ROUTES_BOUND) inAppRoutes.clear();
    inAppRoutes.set(url, known);
  }
  return known;
}

export function AppLink({ to, children, ...rest }: AppLinkProps) {
  const t = useT();
  const inRouter = useInRouterContext();
  const origin = usePageOrigin();
  const href = safeUrl(to);
  if (inRouter && isInAppRoute(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  // Until hydrated the origin is unknown ("") and every absolute address counts as external, as on the server.
  const external = isExternalUrl(href, origin);
  return (
    <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
      {external ? <span className="sr-only"> {t("(opens in a new tab)")}</span> : null}
    </a>
  );
}
