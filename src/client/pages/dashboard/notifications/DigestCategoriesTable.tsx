// Which categories' new discussions may be in members' digests (GET /category-settings, in tree order, indented by
// depth). Each row saves its own checkbox with PATCH /categories/{id} {allowDigest}, throttled and optimistic like
// the members' preferences (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences): a failure
// puts the box back and shows the server's message under the category's name.
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { msg } from "../../../../lib/i18n/msg";
import { PREFERENCES_SAVED_MESSAGE } from "../../../../lib/notification-types";
import { useT } from "../../../../ui/i18n/i18n-context";
import { toast } from "../../../../ui/toast-store";
import {
  type CategorySettings,
  patchCategorySettings,
  storeCategorySettings,
} from "../../../api/category-settings";
import { useThrottledSaver } from "../../../notification-preferences/use-throttled-saver";
import { FieldMessages } from "./FieldMessages";

const COLUMN = msg("Allow in digests");

export function DigestCategoriesTable({ categories }: { categories: readonly CategorySettings[] }) {
  const t = useT();
  if (categories.length === 0)
    return <p className="text-sm text-fg-muted">{t("There are no categories.")}</p>;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t("Categories in digests")}</caption>
      <thead>
        <tr className="border-b border-border text-xs text-fg-muted">
          <th scope="col" className="py-1.5 pr-2 text-left font-semibold">
            {t("Category")}
          </th>
          <th scope="col" className="w-32 px-1 py-1.5 text-center font-semibold">
            {t(COLUMN)}
          </th>
        </tr>
      </thead>
      <tbody>
        {categories.map((category) => (
          <DigestCategoryRow key={category.categoryID} category={category} />
        ))}
      </tbody>
    </table>
  );
}

function DigestCategoryRow({ category }: { category: CategorySettings }) {
  const client = useQueryClient();
  const t = useT();
  const errorId = useId();
  const saver = useThrottledSaver(
    { allowDigest: category.allowDigest },
    {
      send: async (changes) => {
        const saved = await patchCategorySettings(category.categoryID, {
          allowDigest: changes.allowDigest === true,
        });
        storeCategorySettings(client, saved);
        return { allowDigest: saved.allowDigest };
      },
      onSaved: () => toast.success(t(PREFERENCES_SAVED_MESSAGE)),
    },
  );
  return (
    <tr className="border-b border-border last:border-b-0">
      <th
        scope="row"
        className="py-2 pr-2 text-left align-top font-normal text-fg"
        // Depth 1 is the top level; each level below steps in.
        style={{ paddingInlineStart: `${(category.depth - 1) * 1.25}rem` }}
      >
        {category.name}
        {saver.error ? <FieldMessages id={errorId} messages={[saver.error]} /> : null}
      </th>
      <td className="px-1 py-2 text-center align-top">
        <input
          type="checkbox"
          aria-label={t("{category}: {column}", { category: category.name, column: t(COLUMN) })}
          checked={saver.values.allowDigest === true}
          aria-describedby={saver.error ? errorId : undefined}
          onChange={(event) => saver.change({ allowDigest: event.currentTarget.checked })}
          className="size-4 cursor-pointer accent-primary"
        />
      </td>
    </tr>
  );
}
