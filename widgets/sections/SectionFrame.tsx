// What every non-full-width section shares: the content-width frame, the device attribute the layout CSS keys
// on, and the breadcrumbs region above the columns.
import type { ReactNode } from "react";
import { useKnownDevice } from "../../src/layout/DeviceContext";
import { type Device, hideClassesExcept } from "../../src/layout/device";
import { devicesWithNodes, hasVisibleNodes } from "../../src/layout/nodes";
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
  /** The columns for the device; null while it is not known (CSS decides, data-device="auto"). */
  children(device: Device | null): ReactNode;
}) {
  const device = useKnownDevice();
  return (
    <div
      data-section={name}
      data-device={device ?? "auto"}
      className={cx("q-section", isNarrow && "q-section--narrow")}
    >
      {hasVisibleNodes(breadcrumbs, device) ? (
        <div className={cx("q-breadcrumbs", !device && hideClassesExcept(devicesWithNodes(breadcrumbs)))}>
          <Region nodes={breadcrumbs} />
        </div>
      ) : null}
      {children(device)}
    </div>
  );
}
