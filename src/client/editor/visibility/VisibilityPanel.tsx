// The visibility matrix panel (docs/reference/layout-documents.md#visibility-matrix): every section and widget of the
// open layout against the three devices and the site's roles (GET /roles), editable in place, with the
// contradictions of src/lib/layout/visibility-matrix.ts listed above it; each one jumps to its widget.
import { useQuery } from "@tanstack/react-query";
import { useCallback, useId, useMemo } from "react";
import {
  buildVisibilityMatrix,
  type MatrixRole,
  type MatrixRow,
} from "../../../lib/layout/visibility-matrix";
import { cx } from "../../../ui/cx";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { rolesQuery } from "../../api/roles";
import { findNode } from "../model/paths";
import { nodeLabel } from "../model/regions";
import { useEditor, useEditorStore } from "../store/editor-store";
import { ContradictionList } from "./ContradictionList";
import { forgetUnknownRoles, type MatrixEditContext, toggleDevice, toggleRole } from "./matrix-actions";
import { VisibilityGrid } from "./VisibilityGrid";

export interface VisibilityPanelProps {
  /** The site's roles; fetched (GET /roles) when not given. Stories and tests pass them. */
  roles?: readonly MatrixRole[];
  className?: string;
  /** Heading level of the panel title (the contradictions use the next one). */
  headingLevel?: 2 | 3;
}

/** The canvas element of a node, to move the focus to when a contradiction is opened. */
function canvasElement(row: MatrixRow): HTMLElement | null {
  if (!row.editorID) return null;
  const id = typeof CSS !== "undefined" && CSS.escape ? CSS.escape(row.editorID) : row.editorID;
  const selector =
    row.kind === "section"
      ? `[data-editor-section="${id}"] [data-section-handle]`
      : `[data-editor-id="${id}"]`;
  return document.querySelector<HTMLElement>(selector);
}

type RolesStatus = "ready" | "loading" | "error";

/** The panel with the site's roles from GET /roles (the editor page's case). */
function FetchedRolesPanel(props: Omit<VisibilityPanelProps, "roles">) {
  const fetched = useQuery(rolesQuery());
  const status: RolesStatus = fetched.data ? "ready" : fetched.isError ? "error" : "loading";
  return <MatrixPanel {...props} roles={fetched.data ?? null} status={status} />;
}

export function VisibilityPanel({ roles, ...props }: VisibilityPanelProps) {
  return roles ? <MatrixPanel {...props} roles={roles} status="ready" /> : <FetchedRolesPanel {...props} />;
}

function MatrixPanel({
  roles,
  status,
  className,
  headingLevel = 2,
}: Omit<VisibilityPanelProps, "roles"> & { roles: readonly MatrixRole[] | null; status: RolesStatus }) {
  const t = useT();
  const locale = useLocale();
  const store = useEditorStore();
  const doc = useEditor((state) => state.doc);
  const catalog = useEditor((state) => state.catalog);
  const selectedID = useEditor((state) => state.selection?.id ?? null);
  const headingID = useId();
  const helpID = useId();
  const matrix = useMemo(() => buildVisibilityMatrix(doc, roles), [doc, roles]);
  const labels = useMemo(() => {
    const byKey = new Map<string, string>();
    for (const row of matrix.rows) {
      const node = row.editorID ? findNode(doc, row.editorID) : null;
      const name = node ? nodeLabel(node, catalog) : row.hydrate;
      byKey.set(
        row.key,
        row.kind === "section"
          ? t("Section {number}: {name}", { number: Number(row.path[1]) + 1, name })
          : name,
      );
    }
    return byKey;
  }, [matrix, doc, catalog, t]);
  const labelOf = useCallback((row: MatrixRow) => labels.get(row.key) ?? row.hydrate, [labels]);
  const context: MatrixEditContext = { store, t, locale, roles: matrix.roles };
  const flagged = useMemo(() => new Set(matrix.contradictions.map((item) => item.key)), [matrix]);
  const rowByKey = useMemo(() => new Map(matrix.rows.map((row) => [row.key, row])), [matrix]);

  const select = (row: MatrixRow) => {
    if (!row.editorID) return;
    store.getState().select({ kind: row.kind, id: row.editorID });
    store.getState().announce(t("{name} selected in the editor", { name: labelOf(row) }));
  };
  const jump = (row: MatrixRow) => {
    if (!row.editorID) return;
    store.getState().select({ kind: row.kind, id: row.editorID });
    canvasElement(row)?.focus();
  };
  const Heading = `h${headingLevel}` as const;

  return (
    <section aria-labelledby={headingID} className={cx("flex flex-col gap-3 p-3", className)}>
      <Heading id={headingID} className="text-base font-semibold text-fg-heading">
        {t("Visibility")}
      </Heading>
      <p id={helpID} className="text-xs text-fg-muted">
        {t(
          "A widget shows where its device and the viewer's role are both on, and only where its section shows. Arrow keys move between cells; Space switches one. Each switch is one undo step.",
        )}
      </p>
      {status === "loading" ? <p className="text-sm text-fg-muted">{t("Loading roles…")}</p> : null}
      {status === "error" ? (
        <p className="text-sm text-danger">
          {t("The roles could not be loaded: only the devices are shown, and role filters are not checked.")}
        </p>
      ) : null}
      <ContradictionList
        contradictions={matrix.contradictions}
        rowByKey={rowByKey}
        labelOf={labelOf}
        headingLevel={headingLevel === 2 ? 3 : 4}
        onJump={jump}
        onForgetRoles={(row) => forgetUnknownRoles(context, row, labelOf(row))}
      />
      {matrix.rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("This layout has no sections yet.")}</p>
      ) : (
        <VisibilityGrid
          rows={matrix.rows}
          roles={matrix.roles}
          labelOf={labelOf}
          flagged={flagged}
          selectedID={selectedID}
          labelledBy={headingID}
          describedBy={helpID}
          onSelect={select}
          onToggleDevice={(row, device) => toggleDevice(context, row, device, labelOf(row))}
          onToggleRole={(row, roleID) => toggleRole(context, row, roleID, labelOf(row))}
        />
      )}
    </section>
  );
}
