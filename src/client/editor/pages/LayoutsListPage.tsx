// /dashboard/layouts: every layout grouped by view type, where each applies, and what can be done with it — create
// (a copy of the view type's template, or empty), copy, apply, delete, edit. Templates are read-only: they can be
// copied and applied, not edited or deleted.
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { VIEW_TYPES, type ViewTypeSummary, viewTypeLabel } from "../../../lib/layout/view-types";
import type { LayoutFull } from "../../../types/generated/api/layout-full";
import type { LayoutInput } from "../../../types/generated/api/layout-input";
import type { LayoutMetadata } from "../../../types/generated/api/layout-metadata";
import { Button, buttonClasses } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { useCreateLayoutMutation } from "../../api/layouts";
import { AppliedLocations } from "./AppliedLocations";
import { ApplyLayoutDialog } from "./ApplyLayoutDialog";
import { DeleteLayoutDialog } from "./DeleteLayoutDialog";
import { editorPath, emptyInput, layoutCopyInput, templateCopyInput } from "./layout-copies";

export interface LayoutGroup {
  viewType: ViewTypeSummary;
  layouts: LayoutMetadata[];
}

/** Layouts by view type, in the order of the view type list; templates first inside a group. */
function groupLayouts(layouts: LayoutMetadata[]): LayoutGroup[] {
  const known = VIEW_TYPES.map((viewType) => ({
    viewType,
    layouts: layouts
      .filter((layout) => layout.layoutViewType === viewType.name)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name)),
  }));
  const unknownTypes = [...new Set(layouts.map((layout) => layout.layoutViewType))].filter(
    (name) => !VIEW_TYPES.some((viewType) => viewType.name === name),
  );
  const unknown = unknownTypes.map((name) => ({
    viewType: { name, label: name, templateID: null, recordTypes: ["global" as const] },
    layouts: layouts.filter((layout) => layout.layoutViewType === name),
  }));
  return [...known, ...unknown];
}

const groupHeadingID = (viewType: string) => `layouts-${viewType}`;

type OpenDialog = { kind: "apply" | "delete"; layout: LayoutMetadata } | null;

export function LayoutsListPage({ layouts }: { layouts: LayoutMetadata[] }) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateLayoutMutation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [status, setStatus] = useState("");
  const busy = create.isPending;
  /** Reading the source document or creating the copy failed: said in the alert, nothing was created. */
  const failure = create.error;

  function createFrom(makeInput: () => Promise<LayoutInput>, done: (created: LayoutFull) => void) {
    create.mutate(makeInput, { onSuccess: done });
  }

  // A new layout opens with its name field focused (it starts as "Untitled …"), as Vanilla's editor does.
  const openInEditor = (created: LayoutFull) =>
    navigate(editorPath(created.layoutViewType, created.layoutID), { state: { justCreated: true } });

  function copy(layout: LayoutMetadata) {
    createFrom(
      () => layoutCopyInput(layout.layoutID, layout.name, t),
      (created) => setStatus(t("Copied “{name}” as “{copy}”.", { name: layout.name, copy: created.name })),
    );
  }

  function deleted(layout: LayoutMetadata) {
    setDialog(null);
    setStatus(t("“{name}” deleted.", { name: layout.name }));
    // The row and its buttons are gone: focus the group's heading so keyboard users stay in place.
    requestAnimationFrame(() => document.getElementById(groupHeadingID(layout.layoutViewType))?.focus());
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg-heading">{t("Layouts")}</h1>
        <p className="text-sm text-fg-muted">
          {t(
            "Every page is a layout. Create one from a template, edit it, then apply it where it should show.",
          )}
        </p>
        <p role="status" className="text-sm text-success">
          {status}
        </p>
        <FormAlert
          message={failure?.message ?? null}
          description={failure ? t("Nothing was created.") : null}
        />
      </div>
      {groupLayouts(layouts).map(({ viewType, layouts: group }) => {
        // View type labels (schemas/layout/view-types.json) are catalogue keys; an unknown type shows its name.
        const label = t(viewType.label);
        return (
          <section
            key={viewType.name}
            aria-labelledby={groupHeadingID(viewType.name)}
            className="flex flex-col gap-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-2">
              <h2
                id={groupHeadingID(viewType.name)}
                tabIndex={-1}
                className="text-lg font-bold text-fg-heading"
              >
                {label}
              </h2>
              <div className="flex gap-2">
                {viewType.templateID ? (
                  <Button
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      createFrom(
                        () => templateCopyInput(viewType.templateID ?? viewType.name, viewType.name, t),
                        openInEditor,
                      )
                    }
                  >
                    {t("New {viewType} layout", { viewType: label })}
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => createFrom(async () => emptyInput(viewType.name, t), openInEditor)}
                >
                  {t("Empty {viewType} layout", { viewType: label })}
                </Button>
              </div>
            </div>
            {group.length === 0 ? (
              <p className="text-sm text-fg-muted">
                {t("No {viewType} layouts yet.", { viewType: t(viewTypeLabel(viewType.name)) })}
              </p>
            ) : (
              <ul className="flex flex-col divide-y divide-border rounded-box border border-border">
                {group.map((layout) => (
                  <li key={String(layout.layoutID)} className="flex flex-wrap items-center gap-3 px-4 py-3">
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="font-semibold text-fg-heading">
                        {layout.name}
                        {layout.isDefault ? (
                          <span className="ml-2 text-xs text-fg-muted">{t("(template)")}</span>
                        ) : null}
                      </span>
                      <AppliedLocations layout={layout} />
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {layout.isDefault ? null : (
                        <Link
                          to={editorPath(layout.layoutViewType, layout.layoutID)}
                          className={buttonClasses("primary", "sm")}
                          aria-label={t("Edit {name}", { name: layout.name })}
                        >
                          {t("Edit")}
                        </Link>
                      )}
                      <Button
                        size="sm"
                        disabled={busy}
                        onClick={() => copy(layout)}
                        aria-label={t("Copy {name}", { name: layout.name })}
                      >
                        {t("Copy")}
                      </Button>
                      <Button
                        size="sm"
                        onClick={() => setDialog({ kind: "apply", layout })}
                        aria-label={t("Apply {name}", { name: layout.name })}
                      >
                        {t("Apply")}
                      </Button>
                      {layout.isDefault ? null : (
                        <Button
                          size="sm"
                          onClick={() => setDialog({ kind: "delete", layout })}
                          aria-label={t("Delete {name}", { name: layout.name })}
                        >
                          {t("Delete")}
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {dialog?.kind === "apply" ? (
        <ApplyLayoutDialog layout={dialog.layout} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === "delete" ? (
        <DeleteLayoutDialog
          layout={dialog.layout}
          onClose={() => setDialog(null)}
          onDeleted={() => deleted(dialog.layout)}
        />
      ) : null}
    </div>
  );
}
