// The server's widget catalogue: every widget schema with its data loader (widgets/<widget>/hydrate.ts).
// Widgets without a loader only display their validated props.
import { hydrateBanner } from "../../../widgets/banner/hydrate";
import { hydrateBreadcrumbs } from "../../../widgets/breadcrumbs/hydrate";
import { hydrateCategories } from "../../../widgets/categories/hydrate";
import { hydrateDiscussions } from "../../../widgets/discussions/hydrate";
import { hydrateGuestCta } from "../../../widgets/guest-cta/hydrate";
import { hydrateQuickLinks } from "../../../widgets/quick-links/hydrate";
import { hydrateTitleBar } from "../../../widgets/title-bar/hydrate";
import { buildWidgetCatalog, typedLoader } from "../../lib/layout/catalog";
import type { LayoutContext } from "./context";

export const serverWidgetCatalog = buildWidgetCatalog<LayoutContext>({
  "react.app-banner": typedLoader(hydrateBanner),
  "react.discussion.discussions": typedLoader(hydrateDiscussions),
  "react.asset.discussionList": typedLoader(hydrateDiscussions),
  "react.categories": typedLoader(hydrateCategories),
  "react.quick-links": typedLoader(hydrateQuickLinks),
  "react.breadcrumbs": typedLoader(hydrateBreadcrumbs),
  "react.guest-cta": typedLoader(hydrateGuestCta),
  "react.titleBar": typedLoader(hydrateTitleBar),
});
