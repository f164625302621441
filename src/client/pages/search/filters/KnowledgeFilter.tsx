// The search page's article filters (docs/reference/search.md#filters): the knowledge base (GET /knowledge-bases: the
// ones the viewer may read) and, once one is chosen, its knowledge categories (GET /knowledge-categories, in tree
// order, indented by depth; a category takes those below it along). Choosing another knowledge base lets go of the
// categories of the one before.
import { useId } from "react";
import { Checkbox } from "../../../../ui/Checkbox";
import { useT } from "../../../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../../../ui/TextField";
import { useKnowledgeBases } from "../../../api/knowledge/knowledge-bases";
import { useKnowledgeCategories } from "../../../api/knowledge/knowledge-categories";
import { MAX_CATEGORIES, type SearchState } from "../search-state";
import type { SearchUpdate } from "../use-search-state";

interface FilterProps {
  state: SearchState;
  update: SearchUpdate;
}

function KnowledgeBaseSelect({ state, update }: FilterProps) {
  const id = useId();
  const t = useT();
  const bases = useKnowledgeBases();
  const chosen = state.knowledgeBaseID;
  const known = (bases.data ?? []).some((base) => base.knowledgeBaseID === chosen);
  return (
    <label htmlFor={id} className="flex flex-col gap-1.5 text-sm font-semibold text-fg-heading">
      {t("Knowledge base")}
      <select
        id={id}
        value={chosen === null ? "" : String(chosen)}
        onChange={(event) =>
          update({
            knowledgeBaseID: event.target.value ? Number(event.target.value) : null,
            knowledgeCategoryIDs: [],
          })
        }
        className={INPUT_CLASSES}
      >
        <option value="">{t("All knowledge bases")}</option>
        {(bases.data ?? []).map((base) => (
          <option key={base.knowledgeBaseID} value={String(base.knowledgeBaseID)}>
            {base.name}
          </option>
        ))}
        {/* A shared link may name one the list does not hold (yet): it stays chosen, by number. */}
        {chosen !== null && !known ? (
          <option value={String(chosen)}>{t("Knowledge base {id}", { id: chosen })}</option>
        ) : null}
      </select>
    </label>
  );
}

function KnowledgeCategoryChoices({ state, update }: FilterProps) {
  const t = useT();
  const categories = useKnowledgeCategories(state.knowledgeBaseID);
  const chosen = new Set(state.knowledgeCategoryIDs);
  if (state.knowledgeBaseID === null) {
    return (
      <p className="text-sm text-fg-muted">
        {t("Choose a knowledge base to narrow the search to its categories.")}
      </p>
    );
  }
  const list = categories.data ?? [];
  const toggle = (knowledgeCategoryID: number, on: boolean) => {
    const ids = on
      ? [...state.knowledgeCategoryIDs, knowledgeCategoryID]
      : state.knowledgeCategoryIDs.filter((id) => id !== knowledgeCategoryID);
    // In the tree's order, so the same choice always gives the same address.
    const order = list.map((category) => category.knowledgeCategoryID);
    update({
      knowledgeCategoryIDs: [...ids]
        .sort((a, b) => order.indexOf(a) - order.indexOf(b))
        .slice(0, MAX_CATEGORIES),
    });
  };
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-fg-heading">{t("Knowledge categories")}</legend>
      {categories.isPending ? <p className="text-sm text-fg-muted">{t("Loading categories…")}</p> : null}
      {!categories.isPending && list.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("This knowledge base has no categories.")}</p>
      ) : null}
      <div className="flex max-h-60 flex-col gap-1.5 overflow-y-auto">
        {list.map((category) => (
          <div
            key={category.knowledgeCategoryID}
            style={{ paddingInlineStart: `${(category.depth - 1) * 1.25}rem` }}
          >
            <Checkbox
              label={category.name}
              checked={chosen.has(category.knowledgeCategoryID)}
              onChange={(event) => toggle(category.knowledgeCategoryID, event.target.checked)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function KnowledgeFilter({ state, update }: FilterProps) {
  return (
    <div className="flex flex-col gap-4">
      <KnowledgeBaseSelect state={state} update={update} />
      <KnowledgeCategoryChoices state={state} update={update} />
    </div>
  );
}
