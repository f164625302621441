// 3 Columns - Even: three columns of equal width (two on tablets, one on compact screens).
import { Region } from "../../src/layout/Region";
import type { SectionThreeColumnsEvenProps } from "../../src/types/generated/widgets/section-3-columns-even";
import { SectionFrame } from "./SectionFrame";

export default function SectionThreeColumnsEven({
  left,
  middle,
  right,
  breadcrumbs,
}: Partial<SectionThreeColumnsEvenProps>) {
  return (
    <SectionFrame name="3-columns-even" breadcrumbs={breadcrumbs}>
      {() => (
        <div className="q-columns q-columns--even-3">
          <div className="q-column">
            <Region nodes={left} />
          </div>
          <div className="q-column">
            <Region nodes={middle} />
          </div>
          <div className="q-column">
            <Region nodes={right} />
          </div>
        </div>
      )}
    </SectionFrame>
  );
}
