// The interpreter: walks hydrated nodes and renders each through the widget registry, guarded by its own error
// boundary (src/ui/ErrorBoundary) and Suspense fallback; drops nodes hidden for the current device. Used by pages, Storybook and the editor.
import { type ReactNode, Suspense, useContext, useEffect, useMemo } from "react";
import { registerDebugChunk } from "../lib/debug-chunks";
import type { HydratedNode } from "../types/generated/layout/hydrated-node";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { RichMessage } from "../ui/i18n/i18n-context";
import { PendingMarker, WidgetSkeleton } from "../ui/Skeleton";
import { DeviceProvider, useKnownDevice, useKnownDeviceClass } from "./DeviceContext";
import "./device.css";
import {
  DEVICE_CLASSES,
  type Device,
  devicesShowing,
  hideClassesExcept,
  isVisibleOn,
  isVisibleOnClass,
} from "./device";
import { FragmentWidget } from "./FragmentWidget";
import { customFragment } from "./fragments";
import {
  type LayoutSettings,
  LayoutSettingsContext,
  useLayoutSettings,
  WidgetRegistryContext,
} from "./LayoutContext";
import { nodeKey, publicProps, toNodeList } from "./nodes";
import { findWidget, type WidgetRegistry } from "./registry-types";
import { WidgetProblem } from "./WidgetProblem";

export interface LayoutRendererProps {
  layout: readonly HydratedNode[];
  /** Force a device (Storybook, editor preview); by default it follows the viewport width. */
  device?: Device;
  /** Name failed widgets, with their stack and server hydration errors. Default: development builds (import.meta.env.DEV). */
  debug?: boolean;
  /** Component lookup; default: the enclosing renderer's, else the host's (WidgetRegistryContext). */
  registry?: WidgetRegistry;
}

export function LayoutRenderer({ layout, device, debug, registry }: LayoutRendererProps) {
  const parent = useLayoutSettings();
  const hostRegistry = useContext(WidgetRegistryContext);
  const resolvedRegistry = registry ?? parent?.registry ?? hostRegistry;
  const resolvedDebug = debug ?? parent?.debug ?? import.meta.env.DEV;
  const settings = useMemo<LayoutSettings>(
    () => ({ registry: resolvedRegistry, debug: resolvedDebug }),
    [resolvedRegistry, resolvedDebug],
  );
  const content = (
    <LayoutSettingsContext.Provider value={settings}>
      <LayoutNodes nodes={layout} />
    </LayoutSettingsContext.Provider>
  );
  return device ? <DeviceProvider device={device}>{content}</DeviceProvider> : content;
}

/** Renders a list of nodes with the settings of the enclosing LayoutRenderer. */
export function LayoutNodes({ nodes }: { nodes: unknown }) {
  const device = useKnownDevice();
  const deviceClass = useKnownDeviceClass();
  return toNodeList(nodes).map((node, index) => {
    const key = nodeKey(node, index);
    const nodeDevice = node.$middleware?.visibility?.device;
    const shown = devicesShowing(nodeDevice);
    if (shown.length === DEVICE_CLASSES.length) return <LayoutNode key={key} node={node} />;
    // The viewport's class decides exactly (xs, no_bleed); a forced device shows what any of its classes shows.
    if (deviceClass ? !isVisibleOnClass(nodeDevice, deviceClass) : device && !isVisibleOn(nodeDevice, device))
      return null;
    // A node for some devices only: while the device is not known, CSS hides it where it does not belong. The
    // wrapper stays once it is known (without the classes), so the widget keeps its state.
    return (
      <div key={key} className={device ? "q-device" : `q-device ${hideClassesExcept(shown)}`}>
        <LayoutNode node={node} />
      </div>
    );
  });
}

function LayoutNode({ node }: { node: HydratedNode }) {
  const settings = useLayoutSettings();
  if (!settings) throw new Error("LayoutNode must be rendered inside a LayoutRenderer.");
  const name = node.$reactComponent;
  if (name === "LayoutError") return <LayoutErrorNode props={node.$reactProps} debug={settings.debug} />;
  const fragment = customFragment(node);
  if (fragment) {
    return (
      <WidgetErrorBoundary name={name} debug={settings.debug}>
        <FragmentWidget impl={fragment} props={publicProps(node.$reactProps)} />
      </WidgetErrorBoundary>
    );
  }
  const Widget = findWidget(settings.registry, name);
  if (!Widget) return <UnknownWidget name={name} />;
  return (
    <WidgetErrorBoundary name={name} debug={settings.debug}>
      <Suspense fallback={<WidgetFallback name={name} />}>
        <Widget {...publicProps(node.$reactProps)} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}

/**
 * Every widget has its own boundary, so one that throws never blanks the page: the error message of
 * docs/reference/errors.md#render-errors in every build; debug builds name the widget and list the failure in the
 * chunk debugger (src/lib/debug-chunks.ts).
 */
function WidgetErrorBoundary({
  name,
  debug,
  children,
}: {
  name: string;
  debug: boolean;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      name={name}
      debug={debug}
      onError={(error) => {
        if (debug) registerDebugChunk(`widget:${name}`, { kind: "widget", detail: error.message });
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Sections load quickly and hold their own fallbacks; a widget gets a skeleton of a typical size. */
function WidgetFallback({ name }: { name: string }) {
  if (/^section/i.test(name)) return <PendingMarker />;
  if (/^titlebar$/i.test(name))
    return <div className="h-12 bg-titlebar-bg" aria-hidden="true" data-pending="" />;
  return <WidgetSkeleton />;
}

/** Never silent: an unknown name shows a box naming it (the layout or the registry has a gap). */
function UnknownWidget({ name }: { name: string }) {
  useEffect(() => {
    console.warn(`Layout: no component is registered as "${name}".`);
  }, [name]);
  return (
    <div
      data-unknown-widget={name}
      className="my-2 rounded-md border border-dashed border-border-strong bg-bg-subtle px-3 py-4 text-center text-sm text-fg-muted"
    >
      <RichMessage
        id="Unknown widget: <code>{name}</code>"
        values={{ name, code: (chunks) => <code className="font-mono">{chunks}</code> }}
      />
    </div>
  );
}

/** A widget the server failed to hydrate. Logged always; shown only in debug builds. */
function LayoutErrorNode({ props, debug }: { props: HydratedNode["$reactProps"]; debug: boolean }) {
  const componentName = typeof props.componentName === "string" ? props.componentName : "unknown";
  const message = typeof props.message === "string" ? props.message : "";
  useEffect(() => {
    console.error(`Layout: the server could not hydrate "${componentName}": ${message}`);
  }, [componentName, message]);
  if (!debug) return null;
  return <WidgetProblem componentName={componentName} detail={message} />;
}
