// 1 Column - Default: widgets top to bottom in the content width (900 px when narrow).
import { Region } from "../../src/layout/Region";
import type { SectionOneColumnProps } from "../../src/types/generated/widgets/section-1-column";
import { SectionFrame } from "./SectionFrame";

export default function SectionOneColumn({ children, isNarrow = false }: Partial<SectionOneColumnProps>) {
  // Breadcrumbs of a one-column section are a node inside `children` (docs/reference/layout-documents.md#sections).
  return (
    <SectionFrame name="1-column" isNarrow={isNarrow}>
      {() => <Region nodes={children} />}
    </SectionFrame>
  );
}
