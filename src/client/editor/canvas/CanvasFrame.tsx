// One device frame: the document laid out at the device's real width, with the device forced for the renderer and
// the section CSS, then scaled down with a CSS transform to fit (its box shrinks with it).
import { memo, useMemo, useRef } from "react";
import { DeviceProvider } from "../../../layout/DeviceContext";
import type { Device } from "../../../layout/device";
import { useT } from "../../../ui/i18n/i18n-context";
import { CanvasDocument } from "./CanvasDocument";
import { DEVICE_NAMES, DEVICE_WIDTHS } from "./devices";
import { CanvasFrameContext } from "./frame-context";
import { useElementHeight } from "./use-element-width";

export const CanvasFrame = memo(function CanvasFrame({
  device,
  scale,
  showLabel,
  primary,
}: {
  device: Device;
  scale: number;
  showLabel: boolean;
  primary: boolean;
}) {
  const t = useT();
  const content = useRef<HTMLDivElement>(null);
  const height = useElementHeight(content);
  const width = DEVICE_WIDTHS[device];
  const frame = useMemo(() => ({ frame: device, device, scale, primary }), [device, scale, primary]);
  const percent = Math.round(scale * 100);
  return (
    <div data-frame={device} className="shrink-0">
      {showLabel ? (
        // As wide as the scaled frame: a scaled-down mobile frame is narrower than its label, which wraps.
        <p className="mb-1 text-xs font-semibold text-fg-muted" style={{ width: width * scale }}>
          {percent < 100
            ? t("{device} · {width} px · shown at {percent}%", {
                device: t(DEVICE_NAMES[device]),
                width: String(width),
                percent,
              })
            : t("{device} · {width} px", { device: t(DEVICE_NAMES[device]), width: String(width) })}
        </p>
      ) : null}
      <div
        className="overflow-hidden rounded-box border border-border bg-bg shadow-card"
        style={{ width: width * scale, height: height > 0 ? height * scale : undefined }}
      >
        <div
          ref={content}
          style={{
            width,
            transform: scale === 1 ? undefined : `scale(${scale})`,
            transformOrigin: "top left",
          }}
        >
          <CanvasFrameContext.Provider value={frame}>
            <DeviceProvider device={device}>
              <CanvasDocument />
            </DeviceProvider>
          </CanvasFrameContext.Provider>
        </div>
      </div>
    </div>
  );
});
