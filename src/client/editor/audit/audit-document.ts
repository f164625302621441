// The editor document reduced to what the audit's rules read (src/lib/layout/a11y-audit-types.ts).
import type { AuditDocument, AuditSection, AuditWidget } from "../../../lib/layout/a11y-audit-types";
import { walkNodes } from "../model/paths";
import type { EditorDocument, JsonObject } from "../model/types";

/** A node's props: everything but the `$` keys ($hydrate, $editorID, $middleware). */
function propsOf(node: JsonObject): Record<string, unknown> {
  return Object.fromEntries(Object.entries(node).filter(([key]) => !key.startsWith("$")));
}

export function toAuditDocument(doc: EditorDocument): AuditDocument {
  const sections: AuditSection[] = [];
  const widgets: AuditWidget[] = [];
  for (const entry of walkNodes(doc)) {
    if (entry.kind === "section") {
      sections.push({
        id: entry.node.$editorID,
        key: entry.node.$hydrate,
        number: entry.sectionIndex + 1,
        widgets: [],
      });
      continue;
    }
    sections.at(-1)?.widgets.push(entry.node.$editorID);
    widgets.push({
      id: entry.node.$editorID,
      key: entry.node.$hydrate,
      props: propsOf(entry.node),
      sectionID: entry.sectionID,
      region: entry.region ?? "",
    });
  }
  return { sections, widgets, titleBar: propsOf(doc.titleBar) };
}
