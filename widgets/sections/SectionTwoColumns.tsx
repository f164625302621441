// 2 Columns - Default: a main column and a 292 px panel (on the left when inverted; both mirrored on right-to-left
// pages); the panel goes under the main column on compact screens. With nothing to show in the panel, the main
// column takes the full width.
import { hideClassesExcept } from "../../src/layout/device";
import { devicesWithNodes, hasVisibleNodes } from "../../src/layout/nodes";
import { Region } from "../../src/layout/Region";
import type { SectionTwoColumnsProps } from "../../src/types/generated/widgets/section-2-columns";
import { cx } from "../../src/ui/cx";
import { useT } from "../../src/ui/i18n/i18n-context";
import { SectionFrame } from "./SectionFrame";

export default function SectionTwoColumns(props: Partial<SectionTwoColumnsProps>) {
  const { mainTop, mainBottom, secondaryTop, secondaryBottom, breadcrumbs, isInverted = false } = props;
  const t = useT();
  return (
    <SectionFrame name="2-columns" breadcrumbs={breadcrumbs}>
      {(device) => {
        const hasPanel = hasVisibleNodes(secondaryTop, device) || hasVisibleNodes(secondaryBottom, device);
        return (
          <div
            className={cx(
              "q-columns",
              hasPanel ? "q-columns--two" : "q-columns--single",
              hasPanel && isInverted && "q-columns--inverted",
            )}
          >
            <div className="q-column q-area-main">
              <Region nodes={mainTop} />
              <Region nodes={mainBottom} />
            </div>
            {hasPanel ? (
              <aside
                className={cx(
                  "q-column q-area-panel",
                  !device && hideClassesExcept(devicesWithNodes(secondaryTop, secondaryBottom)),
                )}
                aria-label={t("Sidebar")}
              >
                <Region nodes={secondaryTop} />
                <Region nodes={secondaryBottom} />
              </aside>
            ) : null}
          </div>
        );
      }}
    </SectionFrame>
  );
}
