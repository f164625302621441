// 3 Columns - Default: two 216 px panels around the middle column. On tablets both panels share the right
// side; on compact screens everything stacks, the middle column first. The grid follows the page's direction: on
// right-to-left pages the "left" panels sit on the right (and are named so), the tablet column on the left.
import { hideClassesExcept } from "../../src/layout/device";
import { devicesWithNodes, hasVisibleNodes } from "../../src/layout/nodes";
import { Region } from "../../src/layout/Region";
import type { SectionThreeColumnsProps } from "../../src/types/generated/widgets/section-3-columns";
import { cx } from "../../src/ui/cx";
import { useI18n } from "../../src/ui/i18n/i18n-context";
import { SectionFrame } from "./SectionFrame";

export default function SectionThreeColumns(props: Partial<SectionThreeColumnsProps>) {
  const { leftTop, leftBottom, middleTop, middleBottom, rightTop, rightBottom, breadcrumbs } = props;
  const { t, dir } = useI18n();
  // The accessible names say where a reader sees the panel: the grid mirrors on right-to-left pages.
  const rtl = dir === "rtl";
  return (
    <SectionFrame name="3-columns" breadcrumbs={breadcrumbs}>
      {(device) => (
        <div className="q-columns q-columns--three">
          {hasVisibleNodes(leftTop, device) || hasVisibleNodes(leftBottom, device) ? (
            <aside
              className={cx(
                "q-column q-area-left",
                !device && hideClassesExcept(devicesWithNodes(leftTop, leftBottom)),
              )}
              aria-label={rtl ? t("Right sidebar") : t("Left sidebar")}
            >
              <Region nodes={leftTop} />
              <Region nodes={leftBottom} />
            </aside>
          ) : null}
          <div className="q-column q-area-main">
            <Region nodes={middleTop} />
            <Region nodes={middleBottom} />
          </div>
          {hasVisibleNodes(rightTop, device) || hasVisibleNodes(rightBottom, device) ? (
            <aside
              className={cx(
                "q-column q-area-right",
                !device && hideClassesExcept(devicesWithNodes(rightTop, rightBottom)),
              )}
              aria-label={rtl ? t("Left sidebar") : t("Right sidebar")}
            >
              <Region nodes={rightTop} />
              <Region nodes={rightBottom} />
            </aside>
          ) : null}
        </div>
      )}
    </SectionFrame>
  );
}
