// Where guests sign in and register (spec 000 §2 defaults). The client adds the `target` of the current page.
import type { SiteConfig } from "../site-config";

export function entryUrls(site: SiteConfig): { signInUrl: string; registerUrl: string | null } {
  return { signInUrl: "/entry/signin", registerUrl: site.registrationEnabled ? "/entry/register" : null };
}
