// "Apply layout" (docs/reference/layout-documents.md#views Apply): not applied | global | chosen categories | chosen
// site sections | custom pages | knowledge bases | groups, limited to the record types the view type allows; saves with PUT /layouts/{id}/views,
// which replaces every view of the layout ([] unassigns it).
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useMemo, useState } from "react";
import { msg } from "../../../lib/i18n/msg";
import { type ApplyRecordType, globalTargetLabel, viewTypeDefinition } from "../../../lib/layout/view-types";
import type { LayoutMetadata } from "../../../types/generated/api/layout-metadata";
import type { LayoutView } from "../../../types/generated/api/layout-view";
import type { LayoutViewInput } from "../../../types/generated/api/layout-view-input";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Modal } from "../../../ui/Modal";
import { usePutLayoutViewsMutation } from "../../api/layouts";
import { useAppState } from "../../app-state";
import {
  type ApplyTarget,
  categoryTargetsQuery,
  groupTargetsQuery,
  knowledgeBaseTargetsQuery,
  siteSectionTargets,
} from "./apply-targets";

type Choice = "none" | ApplyRecordType;

/** The choice and checked records the layout's current views amount to. */
export function initialChoice(views: LayoutView[]): { choice: Choice; ids: number[] } {
  const real = views.filter((view) => view.layoutViewID > 0);
  if (real.some((view) => view.recordType === "global")) return { choice: "global", ids: [] };
  const first = real[0];
  if (!first) return { choice: "none", ids: [] };
  const type = first.recordType as ApplyRecordType;
  return { choice: type, ids: real.filter((view) => view.recordType === type).map((view) => view.recordID) };
}

/** The PUT body for a choice. */
export function viewsInput(choice: Choice, ids: number[]): LayoutViewInput {
  if (choice === "none") return [];
  if (choice === "global") return [{ recordType: "global", recordID: -1 }];
  return ids.map((recordID) => ({ recordType: choice, recordID }));
}

const CHOICE_LABELS: Record<Exclude<Choice, "global">, string> = {
  none: msg("Not applied"),
  category: msg("Apply to categories"),
  siteSection: msg("Apply to site sections"),
  customPage: msg("Apply to custom pages"),
  knowledgeBase: msg("Apply to knowledge bases"),
  group: msg("Apply to groups"),
};

export function ApplyLayoutDialog({ layout, onClose }: { layout: LayoutMetadata; onClose(): void }) {
  const t = useT();
  const { site, routing } = useAppState();
  const allowed = viewTypeDefinition(layout.layoutViewType)?.recordTypes ?? ["global"];
  const start = initialChoice(layout.layoutViews ?? []);
  const [choice, setChoice] = useState<Choice>(start.choice);
  const [ids, setIds] = useState<number[]>(start.ids);
  const [emptyError, setEmptyError] = useState(false);
  const put = usePutLayoutViewsMutation();
  const groupName = useId();
  const categories = useQuery({ ...categoryTargetsQuery(), enabled: choice === "category" });
  const knowledgeBases = useQuery({ ...knowledgeBaseTargetsQuery(), enabled: choice === "knowledgeBase" });
  const groups = useQuery({ ...groupTargetsQuery(), enabled: choice === "group" });
  const loading =
    (choice === "category" && categories.isPending) ||
    (choice === "knowledgeBase" && knowledgeBases.isPending) ||
    (choice === "group" && groups.isPending);

  const targets = useMemo((): ApplyTarget[] => {
    if (choice === "category") return categories.data ?? [];
    if (choice === "knowledgeBase") return knowledgeBases.data ?? [];
    if (choice === "group") return groups.data ?? [];
    if (choice === "siteSection") return siteSectionTargets(site.name, routing);
    if (choice === "customPage")
      return (routing?.table.customPages ?? []).map((page) => ({
        recordID: page.customPageID,
        label: `/${page.urlcode}`,
        depth: 0,
      }));
    return [];
  }, [choice, categories.data, knowledgeBases.data, groups.data, site.name, routing]);

  const choices: Choice[] = ["none", ...allowed];
  const needsRecords = choice !== "none" && choice !== "global";

  function choose(next: Choice) {
    setChoice(next);
    setEmptyError(false);
    // Records of one type mean nothing for another.
    if (next !== start.choice) setIds([]);
    else setIds(start.ids);
  }

  function toggle(recordID: number, checked: boolean) {
    setEmptyError(false);
    setIds((current) => (checked ? [...current, recordID] : current.filter((id) => id !== recordID)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (needsRecords && ids.length === 0) {
      setEmptyError(true);
      return;
    }
    put.mutate({ layoutID: layout.layoutID, views: viewsInput(choice, ids) }, { onSuccess: onClose });
  }

  return (
    <Modal open title={t("Apply “{name}”", { name: layout.name })} onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-fg-heading">
            {t("Where this layout applies")}
          </legend>
          {choices.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={groupName}
                value={option}
                checked={choice === option}
                onChange={() => choose(option)}
              />
              {option === "global" ? globalTargetLabel(layout.layoutViewType, t) : t(CHOICE_LABELS[option])}
            </label>
          ))}
        </fieldset>
        {needsRecords ? (
          <fieldset className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded-control border border-border p-3">
            <legend className="px-1 text-sm font-semibold text-fg-heading">{t(CHOICE_LABELS[choice])}</legend>
            {choice === "category" && categories.isPending ? (
              <p className="text-sm text-fg-muted">{t("Loading categories…")}</p>
            ) : null}
            {categories.isError && choice === "category" ? (
              <p className="text-sm text-danger">{t("The categories could not be loaded.")}</p>
            ) : null}
            {targets.map((target) => (
              <label
                key={target.recordID}
                className="flex items-center gap-2 text-sm"
                style={{ paddingLeft: `${target.depth * 1.25}rem` }}
              >
                <input
                  type="checkbox"
                  checked={ids.includes(target.recordID)}
                  onChange={(event) => toggle(target.recordID, event.target.checked)}
                />
                {target.label}
              </label>
            ))}
            {choice === "knowledgeBase" && knowledgeBases.isError ? (
              <p className="text-sm text-danger">{t("The knowledge bases could not be loaded.")}</p>
            ) : null}
            {choice === "group" && groups.isError ? (
              <p className="text-sm text-danger">{t("The groups could not be loaded.")}</p>
            ) : null}
            {targets.length === 0 && !loading ? (
              <p className="text-sm text-fg-muted">{t("There is nothing of this kind to apply to.")}</p>
            ) : null}
          </fieldset>
        ) : null}
        {emptyError ? (
          <p role="alert" className="text-sm text-danger">
            {t("Choose at least one, or pick “Not applied”.")}
          </p>
        ) : null}
        <FormAlert message={put.error?.message ?? null} />
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{t("Cancel")}</Button>
          <Button type="submit" variant="primary" disabled={put.isPending}>
            {put.isPending ? t("Applying…") : t("Apply")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
