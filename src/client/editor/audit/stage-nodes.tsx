// The hydrated preview prepared for the audit stage: every node carrying an editor id ($id: sections, widgets) and
// the title bar is wrapped in a marker node whose component draws a box-less <div data-audit-node> around the real
// one, so the snapshot can tell which widget each heading, landmark and image belongs to. The marker keeps the
// node's visibility rule, so the renderer leaves out exactly what the page would on each device.
import { LayoutNodes } from "../../../layout/LayoutRenderer";
import { isHydratedNode } from "../../../layout/nodes";
import { lazyWidget, type WidgetRegistry } from "../../../layout/registry-types";
import { AUDIT_TITLE_BAR } from "../../../lib/layout/a11y-audit-types";
import type { HydratedNode } from "../../../types/generated/layout/hydrated-node";

export const AUDIT_NODE_ATTRIBUTE = "data-audit-node";
export const AUDIT_KIND_ATTRIBUTE = "data-audit-kind";

type MarkerKind = "section" | "widget" | "titleBar";

const MARKER = "QuorumAuditMarker";

function AuditMarker({ auditNode, kind, node }: { auditNode: string; kind: MarkerKind; node: HydratedNode }) {
  return (
    <div
      {...{ [AUDIT_NODE_ATTRIBUTE]: auditNode, [AUDIT_KIND_ATTRIBUTE]: kind }}
      style={{ display: "contents" }}
    >
      <LayoutNodes nodes={[node]} />
    </div>
  );
}

const markerWidget = lazyWidget(async () => ({ default: AuditMarker }));

/**
 * Custom HTML runs in a sandboxed frame of an opaque origin that no page can look into: the stage draws its box
 * without loading the frame (and running the author's script) once more per device and run.
 */
function CustomHtmlStandIn() {
  return <div className="my-6 first:mt-0" data-widget="html" />;
}

const customHtmlWidget = lazyWidget(async () => ({ default: CustomHtmlStandIn }));

const registries = new WeakMap<WidgetRegistry, WidgetRegistry>();

/**
 * The registry with the marker added and custom HTML stood in for (made once per registry, so the renderer's
 * lookups stay cached).
 */
export function withAuditMarker(registry: WidgetRegistry): WidgetRegistry {
  let extended = registries.get(registry);
  if (!extended) {
    extended = { ...registry, HtmlWidget: customHtmlWidget, [MARKER]: markerWidget };
    registries.set(registry, extended);
  }
  return extended;
}

function mark(node: HydratedNode, id: string, kind: MarkerKind): HydratedNode {
  // The inner node shows wherever its marker does: the marker alone carries the visibility rule.
  const { $middleware, ...inner } = node;
  const marker: HydratedNode = {
    $reactComponent: MARKER,
    $reactProps: { auditNode: id, kind, node: inner },
    $id: id,
  };
  return $middleware ? { ...marker, $middleware } : marker;
}

/** `value` with every node holding an `$id` wrapped in a marker; untouched parts are returned as they are. */
function markValue(value: unknown, kind: MarkerKind = "widget"): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => markValue(item, kind));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (typeof value !== "object" || value === null) return value;
  if (isHydratedNode(value)) {
    const props = markValue(value.$reactProps) as HydratedNode["$reactProps"];
    const node = props === value.$reactProps ? value : { ...value, $reactProps: props };
    return typeof value.$id === "string" ? mark(node, value.$id, kind) : node;
  }
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const marked = markValue(item);
    if (marked !== item) changed = true;
    return [key, marked] as const;
  });
  return changed ? Object.fromEntries(entries) : value;
}

export function markLayout(layout: readonly HydratedNode[]): HydratedNode[] {
  return layout.map((node) => markValue(node, "section") as HydratedNode);
}

export function markTitleBar(titleBar: HydratedNode): HydratedNode {
  return mark(markValue(titleBar) as HydratedNode, AUDIT_TITLE_BAR, "titleBar");
}
