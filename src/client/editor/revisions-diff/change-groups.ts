// The change list as authors scan it: the document's own changes (name, title bar) first, then one group per
// section in the newer document's order (a removed section where it stood), each with its section-level changes
// and one entry per widget gathering everything that happened to it (moved, settings, visibility).
import type { LayoutChange, LayoutDiff, NodePlace } from "../../../lib/layout/semantic-diff";

export interface WidgetChanges {
  key: string;
  hydrate: string;
  title: string | null;
  from: NodePlace | null;
  to: NodePlace | null;
  toID: string | null;
  changes: LayoutChange[];
}

export interface SectionChanges {
  key: string;
  hydrate: string;
  title: string | null;
  /** The section's index in the older / newer document (null: not on that side). */
  fromSection: number | null;
  toSection: number | null;
  toID: string | null;
  changes: LayoutChange[];
  widgets: WidgetChanges[];
}

export interface ChangeGroups {
  document: LayoutChange[];
  sections: SectionChanges[];
  count: number;
}

const isSectionChange = (change: LayoutChange) => change.kind.startsWith("section");

export function groupChanges(diff: LayoutDiff): ChangeGroups {
  const toOf = new Map(diff.pairs.sections);
  const fromOf = new Map(diff.pairs.sections.map(([from, to]) => [to, from]));
  const sections = new Map<string, SectionChanges>();
  const document: LayoutChange[] = [];

  /** The group of a section named by its place on either side. */
  const groupOf = (
    place: NodePlace,
    side: "from" | "to",
    hydrate: string,
    title: string | null,
    toID: string | null,
  ) => {
    const toSection = side === "to" ? place.section : (toOf.get(place.section) ?? null);
    const fromSection = side === "from" ? place.section : (fromOf.get(place.section) ?? null);
    const key = toSection === null ? `from-${fromSection}` : `to-${toSection}`;
    let group = sections.get(key);
    if (!group) {
      group = { key, hydrate, title, fromSection, toSection, toID, changes: [], widgets: [] };
      sections.set(key, group);
    }
    return group;
  };

  for (const change of diff.changes) {
    const place = change.to ?? change.from;
    if (!place) {
      document.push(change);
      continue;
    }
    const side = change.to ? "to" : "from";
    if (isSectionChange(change)) {
      const group = groupOf(place, side, change.hydrate ?? place.sectionType, change.title, change.toID);
      group.title ??= change.title;
      group.toID ??= change.toID;
      group.changes.push(change);
      continue;
    }
    const group = groupOf(place, side, place.sectionType, null, null);
    const key = `${change.from?.pointer ?? ""}>${change.to?.pointer ?? ""}`;
    const entry = group.widgets.find((widget) => widget.key === key);
    if (entry) entry.changes.push(change);
    else
      group.widgets.push({
        key,
        hydrate: change.hydrate ?? "",
        title: change.title,
        from: change.from,
        to: change.to,
        toID: change.toID,
        changes: [change],
      });
  }
  return { document, sections: [...sections.values()], count: diff.changes.length };
}
