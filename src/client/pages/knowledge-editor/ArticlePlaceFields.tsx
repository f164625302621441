// Where an article lives: its knowledge base (those the editor may write in) and, inside it, its category (a help
// center's) or chapter (a guide's), from the knowledge base's categories in tree order, indented by depth; none
// chosen = the knowledge base's top level. Choosing another knowledge base empties the category.
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../../ui/TextField";
import type { KnowledgeBase } from "../../api/knowledge/knowledge-bases";
import { useKnowledgeCategories } from "../../api/knowledge/knowledge-categories";

const LABEL = "text-sm font-semibold text-fg-heading";

export interface ArticlePlaceFieldsProps {
  id: string;
  knowledgeBases: readonly KnowledgeBase[];
  knowledgeBaseID: number | null;
  knowledgeCategoryID: number | null;
  onChange(place: { knowledgeBaseID: number | null; knowledgeCategoryID: number | null }): void;
  errors: { knowledgeBaseID?: string[]; knowledgeCategoryID?: string[] };
}

function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="text-sm text-danger">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

export function ArticlePlaceFields(props: ArticlePlaceFieldsProps) {
  const t = useT();
  const { id, knowledgeBases, knowledgeBaseID, knowledgeCategoryID, errors } = props;
  const categories = useKnowledgeCategories(knowledgeBaseID);
  const base = knowledgeBases.find((item) => item.knowledgeBaseID === knowledgeBaseID);
  const categoryLabel = base?.viewType === "guide" ? t("Chapter") : t("Category");
  const baseInvalid = (errors.knowledgeBaseID?.length ?? 0) > 0;
  const categoryInvalid = (errors.knowledgeCategoryID?.length ?? 0) > 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-base`} className={LABEL}>
          {t("Knowledge base")}
        </label>
        <select
          id={`${id}-base`}
          value={knowledgeBaseID ?? ""}
          className={INPUT_CLASSES}
          aria-invalid={baseInvalid || undefined}
          aria-describedby={baseInvalid ? `${id}-base-error` : undefined}
          onChange={(event) =>
            props.onChange({
              knowledgeBaseID: event.target.value ? Number(event.target.value) : null,
              knowledgeCategoryID: null,
            })
          }
        >
          <option value="">{t("Choose a knowledge base")}</option>
          {knowledgeBases.map((item) => (
            <option key={item.knowledgeBaseID} value={item.knowledgeBaseID}>
              {item.name}
            </option>
          ))}
        </select>
        <FieldErrors id={`${id}-base-error`} errors={errors.knowledgeBaseID} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-category`} className={LABEL}>
          {categoryLabel}
        </label>
        <select
          id={`${id}-category`}
          value={knowledgeCategoryID ?? ""}
          disabled={knowledgeBaseID === null}
          className={cx(INPUT_CLASSES, "disabled:opacity-60")}
          aria-invalid={categoryInvalid || undefined}
          aria-describedby={categoryInvalid ? `${id}-category-error` : undefined}
          aria-busy={categories.isFetching || undefined}
          onChange={(event) =>
            props.onChange({
              knowledgeBaseID,
              knowledgeCategoryID: event.target.value ? Number(event.target.value) : null,
            })
          }
        >
          <option value="">{t("None (top level)")}</option>
          {(categories.data ?? []).map((item) => (
            <option key={item.knowledgeCategoryID} value={item.knowledgeCategoryID}>
              {`${"\u00a0\u00a0".repeat(Math.max(0, item.depth - 1))}${item.name}`}
            </option>
          ))}
        </select>
        {categories.isError ? (
          <p className="text-sm text-danger">
            {t("The categories could not be loaded. Please try again later.")}
          </p>
        ) : null}
        <FieldErrors id={`${id}-category-error`} errors={errors.knowledgeCategoryID} />
      </div>
    </div>
  );
}
