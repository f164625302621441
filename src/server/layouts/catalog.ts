// The server's widget catalogue: every widget schema with its data loader (widgets/<widget>/hydrate.server.ts,
// listed by scripts/generate-widgets.ts). Widgets without a loader only display their validated props.
import { buildWidgetCatalog } from "../../lib/layout/catalog";
import type { LayoutContext } from "./context";
import { widgetLoaders } from "./widget-loaders.generated";

export const serverWidgetCatalog = buildWidgetCatalog<LayoutContext>(widgetLoaders);
