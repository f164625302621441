// The layout accessibility audit (docs/reference/layout-documents.md#layout-accessibility-audit): pure rules over
// snapshots of the layout rendered at each device width (a11y-audit-types.ts) and the document. Each rule finds
// per device; the same finding on several devices is reported once, naming them. Warnings only: publishing stays
// possible.
import { contrastFindings } from "./a11y-audit-contrast";
import { headingOrderFindings, pageHeadingFindings } from "./a11y-audit-headings";
import { imageFindings } from "./a11y-audit-images";
import { isRepeatedName, landmarkFindings } from "./a11y-audit-landmarks";
import { emptyRegionFindings, readingOrderFindings } from "./a11y-audit-order";
import { duplicateTitleFindings } from "./a11y-audit-titles";
import {
  AUDIT_DEVICES,
  AUDIT_TITLE_BAR,
  type AuditDocument,
  type AuditFinding,
  type AuditRule,
  type CanvasSnapshot,
  type DeviceFinding,
} from "./a11y-audit-types";

/** The order findings of one node are listed in. */
const RULE_ORDER: readonly AuditRule[] = [
  "pageHeading",
  "headingOrder",
  "duplicateTitle",
  "landmarks",
  "imageAlt",
  "contrast",
  "readingOrder",
  "emptyRegion",
];

function perDevice(
  snapshot: CanvasSnapshot,
  doc: AuditDocument,
  titled: ReadonlySet<string>,
): DeviceFinding[] {
  const sameTitle = duplicateTitleFindings(snapshot, doc);
  // A titled widget names its landmark after its title: a repeated title is reported once, as a title.
  const repeatedTitle = new Set(sameTitle.map((finding) => finding.node));
  // A skip inside a widget without a title of its own is mended by giving it one: point at its title.
  const untitled = new Set(snapshot.nodes.filter((node) => node.title === null).map((node) => node.id));
  return [
    ...headingOrderFindings(snapshot).map((finding) =>
      untitled.has(finding.node) ? withTitleField(finding, titled) : finding,
    ),
    ...sameTitle,
    ...landmarkFindings(snapshot)
      .filter((finding) => !(repeatedTitle.has(finding.node) && isRepeatedName(finding)))
      .map((finding) => withTitleField(finding, titled)),
    ...imageFindings(snapshot, doc),
    ...readingOrderFindings(snapshot, doc),
    ...emptyRegionFindings(snapshot, doc),
  ];
}

/** A widget's title settles some findings (a landmark's name, a missing level): point at it when it has one. */
function withTitleField(finding: DeviceFinding, titled: ReadonlySet<string>): DeviceFinding {
  return titled.has(finding.node) ? { ...finding, field: "title" } : finding;
}

const identity = (finding: DeviceFinding) =>
  JSON.stringify([finding.rule, finding.node, finding.field, finding.message, finding.values]);

/** One finding per (rule, node, field, message, values), with every device it happens on. */
export function mergeDevices(findings: readonly DeviceFinding[]): AuditFinding[] {
  const merged = new Map<string, AuditFinding>();
  for (const item of findings) {
    const { device, ...finding } = item;
    const key = identity(item);
    const existing = merged.get(key);
    if (existing) {
      if (!existing.devices.includes(device)) existing.devices.push(device);
    } else merged.set(key, { ...finding, devices: [device] });
  }
  for (const finding of merged.values())
    finding.devices.sort((a, b) => AUDIT_DEVICES.indexOf(a) - AUDIT_DEVICES.indexOf(b));
  return [...merged.values()];
}

/** The document's nodes in reading order: the title bar, then each section followed by its widgets. */
function documentOrder(doc: AuditDocument): Map<string, number> {
  const order = new Map<string, number>([[AUDIT_TITLE_BAR, 0]]);
  for (const section of doc.sections) {
    order.set(section.id, order.size);
    for (const widget of section.widgets) order.set(widget, order.size);
  }
  return order;
}

export function auditLayout(doc: AuditDocument, snapshots: readonly CanvasSnapshot[]): AuditFinding[] {
  // Widgets with a title prop, looked up once rather than per finding.
  const titled = new Set(doc.widgets.filter((widget) => "title" in widget.props).map((widget) => widget.id));
  const findings = mergeDevices([
    ...pageHeadingFindings(snapshots),
    ...snapshots.flatMap((snapshot) => perDevice(snapshot, doc, titled)),
    ...contrastFindings(snapshots, doc),
  ]);
  const order = documentOrder(doc);
  const position = (finding: AuditFinding) => order.get(finding.node) ?? order.size;
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        position(a.finding) - position(b.finding) ||
        RULE_ORDER.indexOf(a.finding.rule) - RULE_ORDER.indexOf(b.finding.rule) ||
        a.index - b.index,
    )
    .map(({ finding }) => finding);
}
