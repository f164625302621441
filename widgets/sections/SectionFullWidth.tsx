// 1 Column - Full Width: one widget (usually the banner) from edge to edge.
import { useKnownDevice } from "../../src/layout/DeviceContext";
import { Region } from "../../src/layout/Region";
import type { SectionFullWidthProps } from "../../src/types/generated/widgets/section-full-width";
import "./sections.css";

export default function SectionFullWidth({ children }: Partial<SectionFullWidthProps>) {
  const device = useKnownDevice();
  return (
    <div data-section="full-width" data-device={device ?? "auto"} className="q-section q-section--full">
      <Region nodes={children} />
    </div>
  );
}
