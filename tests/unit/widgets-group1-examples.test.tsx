// Every schema example (= story) of the group-1 widgets hydrates with preview data, renders, and is axe-clean.
import { cleanup, render } from "@testing-library/react";
import type { ComponentType, ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { hydrateNode } from "../../src/lib/layout/hydrate";
import { widgetSchemas } from "../../src/lib/layout/widget-schemas";
import { exampleNode } from "../../stories/support/examples";
import { previewHydrateOptions } from "../../stories/support/preview-runtime";
import BannerContentWidget from "../../widgets/content-banner/BannerContentWidget";
import CallToActionWidget from "../../widgets/cta/CallToActionWidget";
import LeaderboardWidget from "../../widgets/leaderboard/LeaderboardWidget";
import RSSWidget from "../../widgets/rss/RSSWidget";
import SiteTotalsWidget from "../../widgets/sitetotals/SiteTotalsWidget";
import TagWidget from "../../widgets/tag/TagWidget";
import UserSpotlightWidget from "../../widgets/userspotlight/UserSpotlightWidget";
import { axeViolations } from "./widget-axe";

afterEach(cleanup);

type Renderer = (props: Record<string, unknown>) => ReactElement;

/** Hydrated props came out of the widget's own loader, so handing them back to its component is sound. */
function renderer<P extends object>(Widget: ComponentType<P>): Renderer {
  return (props) => <Widget {...(props as unknown as P)} />;
}

const WIDGETS: Record<string, [string, Renderer]> = {
  "react.app.content-banner": ["BannerContentWidget", renderer(BannerContentWidget)],
  "react.tag": ["TagWidget", renderer(TagWidget)],
  "react.rss": ["RSSWidget", renderer(RSSWidget)],
  "react.sitetotals": ["SiteTotalsWidget", renderer(SiteTotalsWidget)],
  "react.leaderboard": ["LeaderboardWidget", renderer(LeaderboardWidget)],
  "react.userspotlight": ["UserSpotlightWidget", renderer(UserSpotlightWidget)],
  "react.cta": ["CallToActionWidget", renderer(CallToActionWidget)],
};

const cases = Object.keys(WIDGETS).flatMap((hydrateKey) =>
  (widgetSchemas.get(hydrateKey)?.examples ?? []).map((example, index) => ({
    label: `${hydrateKey} / ${String(example.$name)}`,
    hydrateKey,
    index,
  })),
);

describe("group-1 widget examples", () => {
  it("covers several examples per widget", () => {
    for (const hydrateKey of Object.keys(WIDGETS)) {
      expect(
        cases.filter((item) => item.hydrateKey === hydrateKey).length,
        hydrateKey,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(cases)("$label renders axe-clean", async ({ hydrateKey, index }) => {
    const node = await hydrateNode(exampleNode(hydrateKey, index), previewHydrateOptions("member"));
    const [component, draw] = WIDGETS[hydrateKey] ?? [];
    expect(node?.$reactComponent).toBe(component);
    if (!draw || !node) return;
    const { container } = render(draw(node.$reactProps));
    expect(container.textContent?.trim()).not.toBe("");
    expect(await axeViolations(container)).toEqual([]);
  });
});
