// The current device: from the viewport width, unless a DeviceProvider forces one (Storybook, editor preview). A
// server render cannot see the viewport, and the client's first render of a server-rendered page must write the same
// markup: both render with no known device (nodes for every device, CSS media queries on the breakpoints of
// device.ts decide what shows, src/layout/device.css), then the client switches to its viewport's device once
// mounted. useSyncExternalStore gives exactly that: its server snapshot during hydration, the viewport after.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import { type Device, type DeviceClass, deviceClassForWidth, deviceForWidth } from "./device";

const DeviceContext = createContext<Device | null>(null);

export function DeviceProvider({ device, children }: { device: Device; children: ReactNode }) {
  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>;
}

const RESIZE_DEBOUNCE_MS = 100;

/** Re-evaluates the device on resize (debounced). */
function subscribeToResize(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener("resize", onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("resize", onResize);
  };
}

const noSubscription = () => () => undefined;
const viewportDevice = (): Device => deviceForWidth(window.innerWidth);
const unknownDevice = (): null => null;

/**
 * The device widgets and sections lay out for: a forced one from DeviceProvider, else the viewport's; null while it
 * is not known (the server render and the hydrating render), when CSS decides per device.
 */
export function useKnownDevice(): Device | null {
  const forced = useContext(DeviceContext);
  const fromViewport = useSyncExternalStore(
    forced ? noSubscription : subscribeToResize,
    forced ? unknownDevice : viewportDevice,
    unknownDevice,
  );
  return forced ?? fromViewport;
}

/** The device to lay out for; while it is not known, the widest (what a server render without CSS would show). */
export function useDevice(): Device {
  return useKnownDevice() ?? "desktop";
}

const viewportDeviceClass = (): DeviceClass => deviceClassForWidth(window.innerWidth);

/**
 * The viewport's device class (xs, mobile, tablet, no_bleed, desktop) for visibility rules; null while it is not known
 * and under a forced device (a forced device stands for all of its classes).
 */
export function useKnownDeviceClass(): DeviceClass | null {
  const forced = useContext(DeviceContext);
  const fromViewport = useSyncExternalStore(
    forced ? noSubscription : subscribeToResize,
    forced ? unknownDevice : viewportDeviceClass,
    unknownDevice,
  );
  return forced ? null : fromViewport;
}
