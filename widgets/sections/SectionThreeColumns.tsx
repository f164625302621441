// 3 Columns - Default: two 216 px panels around the middle column. On tablets both panels share the right
// side; on compact screens everything stacks, the middle column first.
import { hideClassesExcept } from "../../src/layout/device";
import { devicesWithNodes, hasVisibleNodes } from "../../src/layout/nodes";
import { Region } from "../../src/layout/Region";
import type { SectionThreeColumnsProps } from "../../src/types/generated/widgets/section-3-columns";
import { cx } from "../../src/ui/cx";
import { useT } from "../../src/ui/i18n/i18n-context";
import { SectionFrame } from "./SectionFrame";

export default function SectionThreeColumns(props: Partial<SectionThreeColumnsProps>) {
  const { leftTop, leftBottom, middleTop, middleBottom, rightTop, rightBottom, breadcrumbs } = props;
  const t = useT();
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
              aria-label={t("Left sidebar")}
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
              aria-label={t("Right sidebar")}
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
