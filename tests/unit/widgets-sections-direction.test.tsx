// The 3 Columns section's panels are named by where a reader sees them: its grid follows the page's direction, so
// on a right-to-left page the "left" panels sit on the right.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WidgetRegistryContext } from "../../src/layout/LayoutContext";
import { lazyWidget } from "../../src/layout/registry-types";
import { createTranslator } from "../../src/lib/i18n/translator";
import { I18nProvider } from "../../src/ui/i18n/i18n-context";
import SectionThreeColumns from "../../widgets/sections/SectionThreeColumns";

const REGISTRY = { Note: lazyWidget(async () => ({ default: () => <p>Note</p> })) };
const NODE = { $reactComponent: "Note", $reactProps: {} };

function renderSection(locale: string) {
  render(
    <WidgetRegistryContext.Provider value={REGISTRY}>
      <I18nProvider translator={createTranslator({ locale })}>
        <SectionThreeColumns leftTop={[NODE]} rightTop={[NODE]} />
      </I18nProvider>
    </WidgetRegistryContext.Provider>,
  );
  return screen.getAllByRole("complementary").map((aside) => aside.getAttribute("aria-label"));
}

afterEach(cleanup);

describe("3 Columns section", () => {
  it("names its panels Left and Right on a left-to-right page", () => {
    expect(renderSection("en")).toEqual(["Left sidebar", "Right sidebar"]);
  });

  it("names them the other way round on a right-to-left page, where the grid mirrors", () => {
    expect(renderSection("ar")).toEqual(["Right sidebar", "Left sidebar"]);
  });
});
