// Restore a widget or a section of the draft as it was in the compared revision: one step of the editor's history
// (undo takes it back), announced in the editor's live region; a refusal is announced by the store itself.
import { useCallback } from "react";
import { diffLayouts } from "../../../lib/layout/semantic-diff";
import { useT } from "../../../ui/i18n/i18n-context";
import type { EditorDocument } from "../model/types";
import { useEditorStore } from "../store/editor-store";
import type { SectionChanges, WidgetChanges } from "./change-groups";
import { diffSessionFor } from "./diff-session";
import { type RestoreInput, restoreSection, restoreWidget } from "./restore-ops";

export function useRestore() {
  const editor = useEditorStore();
  const t = useT();

  const run = useCallback(
    (
      label: string,
      done: string,
      op: (doc: EditorDocument, input: RestoreInput) => EditorDocument,
    ): boolean => {
      const { from, to } = diffSessionFor(editor).getState();
      // Only the draft can take a restore: comparing two revisions lists changes and nothing more.
      if (!from || to) return false;
      const { catalog } = editor.getState();
      const applied = editor
        .getState()
        .apply(label, (doc) => op(doc, { older: from.doc, diff: diffLayouts(from.doc, doc), catalog }));
      if (applied) editor.getState().announce(done);
      return applied;
    },
    [editor],
  );

  const widget = useCallback(
    (entry: WidgetChanges, name: string, revisionID: number) =>
      run(
        t("Restore {name} from revision {id}", { name, id: String(revisionID) }),
        entry.from
          ? t("{name} restored as in revision {id}.", { name, id: String(revisionID) })
          : t("{name} removed: it was not in revision {id}.", { name, id: String(revisionID) }),
        (doc, input) =>
          restoreWidget(doc, input, { fromPointer: entry.from?.pointer ?? null, toID: entry.toID }),
      ),
    [run, t],
  );

  const section = useCallback(
    (group: SectionChanges, name: string, revisionID: number) => {
      const values = { name, id: String(revisionID) };
      return run(
        t("Restore {name} from revision {id}", values),
        group.fromSection === null
          ? t("{name} removed: it was not in revision {id}.", values)
          : t("{name} restored as in revision {id}.", values),
        (doc, input) => {
          const toID = group.toSection === null ? null : (doc.layout[group.toSection]?.$editorID ?? null);
          return restoreSection(doc, input, { fromSection: group.fromSection, toID });
        },
      );
    },
    [run, t],
  );

  return { widget, section };
}
