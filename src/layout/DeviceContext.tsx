// The current device: from the viewport width, unless a DeviceProvider forces one (Storybook, editor preview).
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { type Device, deviceForWidth } from "./device";

const DeviceContext = createContext<Device | null>(null);

export function DeviceProvider({ device, children }: { device: Device; children: ReactNode }) {
  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>;
}

const RESIZE_DEBOUNCE_MS = 100;

function viewportDevice(): Device {
  return deviceForWidth(typeof window === "undefined" ? 1280 : window.innerWidth);
}

/** Device from the viewport, re-evaluated on resize (debounced). Listens only while `enabled`. */
function useViewportDevice(enabled: boolean): Device {
  const [device, setDevice] = useState(viewportDevice);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setDevice(viewportDevice()), RESIZE_DEBOUNCE_MS);
    };
    // The viewport may have changed while the listener was off.
    setDevice(viewportDevice());
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [enabled]);
  return device;
}

/** The device widgets and sections lay out for: a forced one from DeviceProvider, else the viewport's. */
export function useDevice(): Device {
  const forced = useContext(DeviceContext);
  const fromViewport = useViewportDevice(forced === null);
  return forced ?? fromViewport;
}
