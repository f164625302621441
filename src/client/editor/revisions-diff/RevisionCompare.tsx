// "Compare revision [12 ▾] with [the current draft ▾]": the Revisions panel's comparison picker. Compare loads the
// revisions' documents, starts the editor's comparison session (list, canvas marks) and announces how many changes
// it found; Stop comparing ends it and gives the focus back to the picker.
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { LayoutRevision } from "../../../types/generated/api/layout-revision";
import { buttonClasses } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { layoutRevisionQuery } from "../../api/layouts";
import { useEditorStore } from "../store/editor-store";
import { DiffPanel } from "./DiffPanel";
import { type ComparedRevision, diffSessionFor, useDiffSession } from "./diff-session";

const SELECT =
  "h-8 min-w-0 rounded-control border border-border-strong bg-bg px-2 text-sm focus-visible:outline-2 focus-visible:outline-focus";

function compared(revision: LayoutRevision): ComparedRevision {
  return {
    revisionID: revision.revisionID,
    doc: { name: revision.name, titleBar: revision.titleBar ?? {}, layout: revision.layout ?? [] },
  };
}

export interface RevisionCompareProps {
  layoutID: number | string;
  /** Newest first, as the panel lists them. */
  revisions: readonly LayoutRevision[];
}

export function RevisionCompare({ layoutID, revisions }: RevisionCompareProps) {
  const t = useT();
  const editor = useEditorStore();
  const client = useQueryClient();
  const id = useId();
  const compareButton = useRef<HTMLButtonElement>(null);
  const active = useDiffSession((state) => state.from !== null);
  const [older, setOlder] = useState<number | null>(null);
  const [newer, setNewer] = useState<string>("draft");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (revisions.length === 0) return null;
  // By default: what visitors see now against what is being edited.
  const olderID =
    older ??
    revisions.find((revision) => revision.status === "published")?.revisionID ??
    revisions[0]?.revisionID;

  const label = (revision: LayoutRevision) =>
    revision.status === "published"
      ? t("Revision {id} (published)", { id: String(revision.revisionID) })
      : t("Revision {id} (draft)", { id: String(revision.revisionID) });

  async function compare() {
    if (olderID === undefined) return;
    setPending(true);
    setError(null);
    try {
      const [from, to] = await Promise.all([
        client.fetchQuery(layoutRevisionQuery(layoutID, olderID)),
        newer === "draft" ? null : client.fetchQuery(layoutRevisionQuery(layoutID, Number(newer))),
      ]);
      const session = diffSessionFor(editor);
      session.getState().compare(compared(from), to ? compared(to) : null);
      const count = session.getState().diff?.changes.length ?? 0;
      const target = to ? t("revision {id}", { id: String(to.revisionID) }) : t("the current draft");
      editor.getState().announce(
        t(
          "{count, plural, =0 {No changes} one {# change} other {# changes}} from revision {id} to {target}.",
          {
            count,
            id: String(from.revisionID),
            target,
          },
        ),
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  }

  function stop() {
    diffSessionFor(editor).getState().stop();
    editor.getState().announce(t("Comparison closed."));
    compareButton.current?.focus();
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-box border border-border p-2"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-fg-heading">
        {t("Compare revisions")}
      </h3>
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <label className="flex flex-col gap-1">
          <span>{t("Revision")}</span>
          <select
            className={SELECT}
            value={olderID}
            onChange={(event) => setOlder(Number(event.target.value))}
          >
            {revisions.map((revision) => (
              <option key={revision.revisionID} value={revision.revisionID}>
                {label(revision)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span>{t("compared with")}</span>
          <select className={SELECT} value={newer} onChange={(event) => setNewer(event.target.value)}>
            <option value="draft">{t("The current draft")}</option>
            {revisions.map((revision) => (
              <option key={revision.revisionID} value={String(revision.revisionID)}>
                {label(revision)}
              </option>
            ))}
          </select>
        </label>
        <button
          ref={compareButton}
          type="button"
          className={buttonClasses("primary", "sm")}
          disabled={pending}
          onClick={compare}
        >
          {pending ? t("Comparing…") : t("Compare")}
        </button>
      </div>
      <FormAlert message={error} />
      {active ? <DiffPanel onStop={stop} /> : null}
    </section>
  );
}
