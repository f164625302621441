// Headings across widgets: one level-1 heading per page, and no level skipped on the way down (WCAG 1.3.1, 2.4.6).
// A page whose layout shows no h1 on any device gets a visually hidden one with its title from the page frame
// (src/client/pages/layout-heading.ts), so the outline always starts at level 1.
import { msg } from "../i18n/msg";
import type { CanvasSnapshot, DeviceFinding, SnapshotHeading } from "./a11y-audit-types";

const SKIPPED = msg(
  "“{text}” is a level {level} heading after a level {previous} one: level {missing} is skipped, so the page outline has a gap.",
);
const SECOND_H1 = msg(
  "“{text}” is a second level-1 heading (h1): a page has exactly one, its title. Hide this title or choose a widget without one.",
);
const NO_H1 = msg(
  "No level-1 heading (h1) here: “{text}” is the page title on the other devices but is not shown here, and the page then adds no hidden title.",
);

/** A heading's text for messages: trimmed, shortened. */
export function shortText(text: string, max = 60): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** Skipped levels, per device: each heading deeper than one below the previous. */
export function headingOrderFindings(snapshot: CanvasSnapshot): DeviceFinding[] {
  const findings: DeviceFinding[] = [];
  // The page's title (the layout's h1, or the hidden one the page adds) opens the outline.
  let previous = 1;
  for (const heading of snapshot.headings) {
    if (heading.level > previous + 1)
      findings.push({
        rule: "headingOrder",
        node: heading.node,
        field: "",
        device: snapshot.device,
        message: SKIPPED,
        values: {
          text: shortText(heading.text),
          level: heading.level,
          previous,
          missing: previous + 1,
        },
      });
    previous = heading.level;
  }
  return findings;
}

const pageTitles = (snapshot: CanvasSnapshot): SnapshotHeading[] =>
  snapshot.headings.filter((heading) => heading.level === 1);

/** Exactly one h1 on every device: a second one, or none where another device shows one. */
export function pageHeadingFindings(snapshots: readonly CanvasSnapshot[]): DeviceFinding[] {
  const findings: DeviceFinding[] = [];
  const elsewhere = snapshots.flatMap(pageTitles)[0];
  for (const snapshot of snapshots) {
    const titles = pageTitles(snapshot);
    for (const extra of titles.slice(1))
      findings.push({
        rule: "pageHeading",
        node: extra.node,
        field: "",
        device: snapshot.device,
        message: SECOND_H1,
        values: { text: shortText(extra.text) },
      });
    if (titles.length === 0 && elsewhere)
      findings.push({
        rule: "pageHeading",
        node: elsewhere.node,
        field: "",
        device: snapshot.device,
        message: NO_H1,
        values: { text: shortText(elsewhere.text) },
      });
  }
  return findings;
}
