// The audit's stage: the canvas's hydrated preview rendered by the page renderer at one device's canvas width,
// with the sections' real landmarks and column order (the canvas itself draws every region as a drop zone), out of
// sight, inert and hidden from assistive technology. Mounted only while a run reads it, one device at a time.
import { type CSSProperties, useEffect, useMemo, useRef } from "react";
import { createPortal } from "react-dom";
import { DeviceProvider } from "../../../layout/DeviceContext";
import { type LayoutSettings, LayoutSettingsContext } from "../../../layout/LayoutContext";
import { LayoutNodes } from "../../../layout/LayoutRenderer";
import type { WidgetRegistry } from "../../../layout/registry-types";
import type { AuditDevice, CanvasSnapshot } from "../../../lib/layout/a11y-audit-types";
import type { HydratedNode } from "../../../types/generated/layout/hydrated-node";
import { DEVICE_WIDTHS } from "../canvas/devices";
import { collectSnapshot } from "./collect-snapshot";
import { withAuditMarker } from "./stage-nodes";

export interface StageJob {
  device: AuditDevice;
  /** Marked nodes (stage-nodes.tsx). */
  layout: HydratedNode[];
  titleBar: HydratedNode | null;
}

/** Laid out for real (boxes are measured) but clipped to nothing, and a containing block for fixed descendants. */
const STAGE_STYLE: CSSProperties = {
  position: "fixed",
  left: 0,
  top: 0,
  width: 0,
  height: 0,
  overflow: "hidden",
  contain: "strict",
  pointerEvents: "none",
};

/** How long to wait for content a widget still loads (a Suspense boundary's pending marker) before reading. */
const SETTLE_TIMEOUT_MS = 3000;
const SETTLE_POLL_MS = 50;

const nextFrame = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => resolve());
    else setTimeout(resolve, 0);
  });

async function settled(frame: HTMLElement): Promise<void> {
  // Effects that re-render (widgets measuring themselves) run before the next frame.
  await nextFrame();
  await nextFrame();
  const until = Date.now() + SETTLE_TIMEOUT_MS;
  while (frame.querySelector("[data-pending]") && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
}

export function AuditStage({
  job,
  registry,
  onSnapshot,
}: {
  job: StageJob;
  registry: WidgetRegistry;
  onSnapshot(snapshot: CanvasSnapshot): void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const width = DEVICE_WIDTHS[job.device];
  const settings = useMemo<LayoutSettings>(
    () => ({ registry: withAuditMarker(registry), debug: false }),
    [registry],
  );

  useEffect(() => {
    let cancelled = false;
    const element = frame.current;
    if (!element) return;
    void settled(element).then(() => {
      if (!cancelled) onSnapshot(collectSnapshot(element, job.device, width));
    });
    return () => {
      cancelled = true;
    };
  }, [job, width, onSnapshot]);

  return createPortal(
    <div inert aria-hidden="true" data-layout-audit-stage="" style={STAGE_STYLE}>
      <div ref={frame} data-audit-frame={job.device} className="bg-bg text-fg" style={{ width }}>
        <LayoutSettingsContext.Provider value={settings}>
          <DeviceProvider device={job.device}>
            {job.titleBar ? <LayoutNodes nodes={[job.titleBar]} /> : null}
            {/* The page's <main>: a plain box here, so the editor keeps one main landmark. */}
            <div data-audit-main="">
              <LayoutNodes nodes={job.layout} />
            </div>
          </DeviceProvider>
        </LayoutSettingsContext.Provider>
      </div>
    </div>,
    document.body,
  );
}
