// What every widget's server hydrate receives: the viewer's service context, the site settings and the
// resolved page params.
import type { ServiceContext } from "../services/context";
import type { SiteConfig } from "../site-config";
import type { LayoutParams } from "./params";

export interface LayoutContext {
  services: ServiceContext;
  site: SiteConfig;
  params: LayoutParams;
}
