// Duplicate widget titles (WCAG 2.4.6): two widgets on one page with the same heading cannot be told apart by
// people moving by headings or landmarks (a titled widget often names its landmark too). The title compared is the
// rendered one (defaults included), taken from the widget's own heading.
import { msg } from "../i18n/msg";
import { shortText } from "./a11y-audit-headings";
import type { AuditDocument, CanvasSnapshot, DeviceFinding } from "./a11y-audit-types";

const SAME_TITLE = msg(
  "Another widget in section {number} has the same title, “{title}”: people moving by headings cannot tell the two apart. Give each its own title.",
);

const normalise = (title: string) => title.replace(/\s+/g, " ").trim().toLocaleLowerCase();

export function duplicateTitleFindings(snapshot: CanvasSnapshot, doc: AuditDocument): DeviceFinding[] {
  const widgets = new Map(doc.widgets.map((widget) => [widget.id, widget]));
  const sections = new Map(doc.sections.map((section) => [section.id, section.number]));
  const first = new Map<string, string>();
  const findings: DeviceFinding[] = [];
  for (const node of snapshot.nodes) {
    const widget = widgets.get(node.id);
    if (!widget || node.title === null || normalise(node.title) === "") continue;
    const key = normalise(node.title);
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, node.id);
      continue;
    }
    const other = widgets.get(earlier);
    findings.push({
      rule: "duplicateTitle",
      node: node.id,
      field: "title" in widget.props ? "title" : "",
      device: snapshot.device,
      message: SAME_TITLE,
      values: { title: shortText(node.title), number: (other && sections.get(other.sectionID)) ?? 0 },
    });
  }
  return findings;
}
