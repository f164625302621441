// Every page: the title bar (rendered on its own, so it survives loading and errors), then the page's single
// <main>, the target of the "Skip to content" link. Given the page's layout, it also tells a transparent title bar
// whether the page starts with a banner it may lie over (src/layout/title-bar-overlay.ts).
import type { ReactNode } from "react";
import { widgetRegistry } from "../../../widgets/registry";
import { useDevice } from "../../layout/DeviceContext";
import { LayoutRenderer } from "../../layout/LayoutRenderer";
import { PAGE_CONTENT_ATTRIBUTE, PageChromeProvider } from "../../layout/page-chrome";
import { titleBarOverlap } from "../../layout/title-bar-overlay";
import type { HydratedNode } from "../../types/generated/layout/hydrated-node";
import { EmailConfirmNotice } from "./identity/EmailConfirmNotice";

function numberProp(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}

export function PageFrame({
  titleBar,
  layout,
  children,
}: {
  titleBar: HydratedNode;
  /** The page's hydrated layout; without one (loading, errors) the bar is solid. */
  layout?: readonly HydratedNode[];
  children: ReactNode;
}) {
  const device = useDevice();
  const props = titleBar.$reactProps;
  const overlap = titleBarOverlap(
    {
      positioning: typeof props.positioning === "string" ? props.positioning : undefined,
      height: numberProp(props.height),
      heightMobile: numberProp(props.heightMobile),
    },
    layout,
    device,
  );
  return (
    <PageChromeProvider overlap={overlap}>
      <LayoutRenderer layout={[titleBar]} registry={widgetRegistry} />
      <main
        id="content"
        tabIndex={-1}
        className="min-h-[60vh] pb-16 outline-none"
        {...{ [PAGE_CONTENT_ATTRIBUTE]: "" }}
      >
        <EmailConfirmNotice />
        {children}
      </main>
    </PageChromeProvider>
  );
}
