// 2 Columns - Even: two columns of equal width, stacked on compact screens.
import { Region } from "../../src/layout/Region";
import type { SectionTwoColumnsEvenProps } from "../../src/types/generated/widgets/section-2-columns-even";
import { SectionFrame } from "./SectionFrame";

export default function SectionTwoColumnsEven({
  left,
  right,
  breadcrumbs,
  isNarrow = false,
}: Partial<SectionTwoColumnsEvenProps>) {
  return (
    <SectionFrame name="2-columns-even" breadcrumbs={breadcrumbs} isNarrow={isNarrow}>
      {() => (
        <div className="q-columns q-columns--even-2">
          <div className="q-column">
            <Region nodes={left} />
          </div>
          <div className="q-column">
            <Region nodes={right} />
          </div>
        </div>
      )}
    </SectionFrame>
  );
}
