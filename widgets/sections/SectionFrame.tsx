// What every non-full-width section shares: the content-width frame, the device attribute the layout CSS keys
// on, and the breadcrumbs region above the columns.
import type { ReactNode } from "react";
import { useDevice } from "../../src/layout/DeviceContext";
import type { Device } from "../../src/layout/device";
import { hasVisibleNodes } from "../../src/layout/nodes";
import { Region } from "../../src/layout/Region";
import { cx } from "../../src/ui/cx";
import "./sections.css";

export function SectionFrame({
  name,
  breadcrumbs,
  isNarrow = false,
  children,
}: {
  name: string;
  breadcrumbs?: unknown;
  isNarrow?: boolean;
  children(device: Device): ReactNode;
}) {
  const device = useDevice();
  return (
    <div
      data-section={name}
      data-device={device}
      className={cx("q-section", isNarrow && "q-section--narrow")}
    >
      {hasVisibleNodes(breadcrumbs, device) ? (
        <div className="q-breadcrumbs">
          <Region nodes={breadcrumbs} />
        </div>
      ) : null}
      {children(device)}
    </div>
  );
}
