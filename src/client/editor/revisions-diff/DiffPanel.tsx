// The result of a comparison: what changed from the older revision to the draft (or to another revision), grouped
// by section, with restore buttons when the newer side is the draft, and the same change set as a JSON Patch.
// After a restore the focus goes to the list's heading (the entry restored may be gone) and the store announces it.
import { useMemo, useRef } from "react";
import type { DiffWordsOptions } from "../../../lib/layout/semantic-diff-words";
import { Button } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import { nodeLabel } from "../model/regions";
import { useEditor } from "../store/editor-store";
import { groupChanges } from "./change-groups";
import { DocumentGroup, type EntryActions, SectionGroup } from "./DiffEntries";
import { useDiffSession } from "./diff-session";
import { useRestore } from "./use-restore";

export function DiffPanel({ onStop }: { onStop(): void }) {
  const t = useT();
  const catalog = useEditor((state) => state.catalog);
  const from = useDiffSession((state) => state.from);
  const to = useDiffSession((state) => state.to);
  const diff = useDiffSession((state) => state.diff);
  const heading = useRef<HTMLHeadingElement>(null);
  const restore = useRestore();
  const words = useMemo<DiffWordsOptions>(
    () => ({ t, nodeName: (hydrate) => nodeLabel({ $hydrate: hydrate }, catalog) }),
    [t, catalog],
  );
  const groups = useMemo(() => (diff ? groupChanges(diff) : null), [diff]);
  if (!from || !diff || !groups) return null;

  const revisionID = from.revisionID;
  const afterRestore = (done: boolean) => {
    if (done) heading.current?.focus();
  };
  const actions: EntryActions = {
    revisionID,
    restoreWidget: to ? null : (entry, name) => afterRestore(restore.widget(entry, name, revisionID)),
    restoreSection: to ? null : (group, name) => afterRestore(restore.section(group, name, revisionID)),
  };
  const target = to ? t("revision {id}", { id: String(to.revisionID) }) : t("the current draft");

  return (
    <div className="flex flex-col gap-2" data-testid="revision-diff">
      <div className="flex flex-wrap items-center gap-2">
        <h3
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-fg-heading outline-none focus-visible:outline-2 focus-visible:outline-focus"
        >
          {t("Changes from revision {id} to {target} ({count})", {
            id: String(revisionID),
            target,
            count: groups.count,
          })}
        </h3>
        <Button size="sm" variant="text" className="ml-auto" onClick={onStop}>
          {t("Stop comparing")}
        </Button>
      </div>
      {to ? (
        <p className="text-sm text-fg-muted">
          {t("Compare a revision with the current draft to restore from it.")}
        </p>
      ) : (
        <p className="text-sm text-fg-muted">{t("Changed widgets are marked on the canvas.")}</p>
      )}
      {groups.count === 0 ? <p className="text-sm">{t("No changes.")}</p> : null}
      {groups.count > 0 ? (
        <ul className="flex flex-col divide-y divide-border" aria-label={t("Changes")}>
          <DocumentGroup changes={groups.document} words={words} />
          {groups.sections.map((group) => (
            <SectionGroup key={group.key} group={group} words={words} actions={actions} />
          ))}
        </ul>
      ) : null}
      {diff.patch.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">
            {t("JSON Patch ({count, plural, one {# operation} other {# operations}})", {
              count: diff.patch.length,
            })}
          </summary>
          {/* Wrapped, not scrolled: a scrolling box would need to take the focus to be read by keyboard. */}
          <pre className="mt-1 whitespace-pre-wrap break-all rounded-control bg-bg-subtle p-2 text-xs">
            {JSON.stringify(diff.patch, null, 2)}
          </pre>
        </details>
      ) : null}
    </div>
  );
}
