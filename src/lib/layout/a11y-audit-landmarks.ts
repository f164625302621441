// Landmarks per region: the page draws the one banner (the title bar), main and contentinfo itself, so a widget must
// not add another; and landmarks of one role that a widget adds need names that tell them apart (ARIA landmarks,
// WCAG 1.3.1 and 2.4.1). The sections' own sidebars are left out: no layout author can rename them.
import { msg } from "../i18n/msg";
import {
  AUDIT_TITLE_BAR,
  type CanvasSnapshot,
  type DeviceFinding,
  type SnapshotLandmark,
} from "./a11y-audit-types";

/** Roles the page frame owns: the title bar is the banner; <main> wraps every section. */
const PAGE_ROLES = new Set(["main", "banner", "contentinfo"]);

const PAGE_ROLE_INSIDE = msg(
  "This widget adds a “{role}” landmark inside the page's main content: the page itself draws the only banner, main and contentinfo landmarks.",
);
const SAME_NAME = msg(
  "A second “{role}” landmark named “{name}”: screen reader users list landmarks by name and cannot tell the two apart. Give this widget another title.",
);
const NO_NAME = msg(
  "A second “{role}” landmark without a name: screen reader users list landmarks by name and cannot tell them apart. Give this widget a title.",
);

/** A finding about a landmark repeating another's name (not a misplaced one). */
export const isRepeatedName = (finding: DeviceFinding) =>
  finding.message === SAME_NAME || finding.message === NO_NAME;

function misplaced(landmark: SnapshotLandmark): boolean {
  // The title bar's <header> is the page's banner: it sits outside <main>.
  return PAGE_ROLES.has(landmark.role) && !landmark.fromSection && landmark.node !== AUDIT_TITLE_BAR;
}

export function landmarkFindings(snapshot: CanvasSnapshot): DeviceFinding[] {
  const findings: DeviceFinding[] = [];
  const base = { rule: "landmarks" as const, field: "", device: snapshot.device };
  const seen = new Set<string>();
  for (const landmark of snapshot.landmarks) {
    if (misplaced(landmark)) {
      findings.push({
        ...base,
        node: landmark.node,
        message: PAGE_ROLE_INSIDE,
        values: { role: landmark.role },
      });
      continue;
    }
    if (PAGE_ROLES.has(landmark.role)) continue;
    const key = `${landmark.role}\n${landmark.name.trim().toLowerCase()}`;
    const repeated = seen.has(key);
    seen.add(key);
    if (!repeated || landmark.fromSection) continue;
    findings.push({
      ...base,
      node: landmark.node,
      message: landmark.name.trim() === "" ? NO_NAME : SAME_NAME,
      values: { role: landmark.role, name: landmark.name.trim() },
    });
  }
  return findings;
}
