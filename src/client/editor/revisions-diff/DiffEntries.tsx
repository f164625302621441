// One group of the change list (a section, or the document itself) and its widget entries: what changed in words,
// each field old → new, and the buttons to see the widget on the canvas and to restore it (or the section) as it
// was in the older revision. Restoring is offered only while comparing with the draft.
import type { LayoutChange } from "../../../lib/layout/semantic-diff";
import { changeDetails, changeSummary, type DiffWordsOptions } from "../../../lib/layout/semantic-diff-words";
import { Badge } from "../../../ui/Badge";
import { Button } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import { useEditorStore } from "../store/editor-store";
import type { SectionChanges, WidgetChanges } from "./change-groups";

export interface EntryActions {
  /** The older revision's id (restores say it). */
  revisionID: number;
  /** Null when comparing two revisions: nothing to restore into, nothing on the canvas to show. */
  restoreWidget: ((entry: WidgetChanges, name: string) => void) | null;
  restoreSection: ((group: SectionChanges, name: string) => void) | null;
}

function ChangeLines({ changes, words }: { changes: LayoutChange[]; words: DiffWordsOptions }) {
  return (
    <>
      {changes.map((change) => {
        const details = changeDetails(change, words);
        return (
          // One node's changes never repeat a kind.
          <div key={change.kind} className="text-sm">
            <p>{changeSummary(change, words)}</p>
            {details.length > 0 ? (
              <ul className="ml-4 list-disc text-fg-muted">
                {details.map((line) => (
                  <li key={line} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </>
  );
}

function WidgetEntry({
  entry,
  words,
  actions,
}: {
  entry: WidgetChanges;
  words: DiffWordsOptions;
  actions: EntryActions;
}) {
  const t = useT();
  const editor = useEditorStore();
  const name = entry.title ?? words.nodeName(entry.hydrate);
  const values = { name, id: String(actions.revisionID) };
  const { restoreWidget } = actions;
  const { toID } = entry;
  return (
    <li className="flex flex-col gap-1 py-2">
      <p className="font-semibold text-fg-heading">{name}</p>
      <ChangeLines changes={entry.changes} words={words} />
      {restoreWidget ? (
        <div className="flex flex-wrap gap-2">
          {toID ? (
            <Button
              size="sm"
              variant="text"
              onClick={() => editor.getState().select({ kind: "widget", id: toID })}
              aria-label={t("Show {name} on the canvas", { name })}
            >
              {t("Show")}
            </Button>
          ) : null}
          <Button
            size="sm"
            onClick={() => restoreWidget(entry, name)}
            aria-label={
              entry.from
                ? t("Restore {name} as in revision {id}", values)
                : t("Remove {name}: it was not in revision {id}", values)
            }
          >
            {entry.from ? t("Restore") : t("Remove")}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function SectionGroup({
  group,
  words,
  actions,
}: {
  group: SectionChanges;
  words: DiffWordsOptions;
  actions: EntryActions;
}) {
  const t = useT();
  const name = group.title ?? words.nodeName(group.hydrate);
  const number = (group.toSection ?? group.fromSection ?? 0) + 1;
  const values = { name, id: String(actions.revisionID) };
  const { restoreSection } = actions;
  const status = group.toSection === null ? t("removed") : group.fromSection === null ? t("added") : null;
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold text-fg-heading">{t("Section {number}: {name}", { number, name })}</h4>
        {status ? <Badge tone={group.toSection === null ? "warning" : "success"}>{status}</Badge> : null}
        {restoreSection ? (
          <Button
            size="sm"
            className="ml-auto"
            onClick={() => restoreSection(group, name)}
            aria-label={
              group.fromSection === null
                ? t("Remove {name}: it was not in revision {id}", values)
                : t("Restore section {name} as in revision {id}", values)
            }
          >
            {group.fromSection === null ? t("Remove") : t("Restore section")}
          </Button>
        ) : null}
      </div>
      <ChangeLines changes={group.changes} words={words} />
      {group.widgets.length > 0 ? (
        <ul className="ml-3 flex flex-col divide-y divide-border border-l-2 border-border pl-3">
          {group.widgets.map((entry) => (
            <WidgetEntry key={entry.key} entry={entry} words={words} actions={actions} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function DocumentGroup({ changes, words }: { changes: LayoutChange[]; words: DiffWordsOptions }) {
  const t = useT();
  if (changes.length === 0) return null;
  return (
    <li className="flex flex-col gap-1 py-2">
      <h4 className="font-semibold text-fg-heading">{t("The layout")}</h4>
      <ChangeLines changes={changes} words={words} />
    </li>
  );
}
