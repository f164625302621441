// The category pages without a custom layout: GET /api/v2/categories (the tree, or one category with its
// discussions).
import type { Category } from "../../types/generated/api/category";
import { AppLink } from "../../ui/AppLink";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { useCategories, useCategory } from "../api/categories";
import { useAppState } from "../app-state";
import { useDocumentTitle } from "./document-title";
import { PlainDiscussionList } from "./PlainDiscussionsPage";

function CategoryTree({ categories }: { categories: Category[] }) {
  return (
    <ul className="ml-4 list-disc">
      {categories.map((category) => (
        <li key={category.categoryID} className="py-1">
          <AppLink to={category.url}>{category.name}</AppLink>
          {category.children?.length ? <CategoryTree categories={category.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function OneCategory({ idOrUrlcode }: { idOrUrlcode: string | number }) {
  const state = useAppState();
  const t = useT();
  const result = useCategory(idOrUrlcode);
  useDocumentTitle(result.data?.name ?? t("Categories"), state.site.name);
  if (result.isError) return <p role="alert">{t("This category could not be found.")}</p>;
  if (!result.data) return <Loader />;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{result.data.name}</h1>
      <PlainDiscussionList
        query={[
          ["categoryID", result.data.categoryID],
          ["limit", 30],
        ]}
      />
    </>
  );
}

export function PlainCategoriesPage({ categoryID }: { categoryID?: string | number }) {
  const state = useAppState();
  const t = useT();
  const result = useCategories({ maxDepth: 3 }, categoryID === undefined);
  useDocumentTitle(categoryID === undefined ? t("Categories") : undefined, state.site.name);
  if (categoryID !== undefined) return <OneCategory idOrUrlcode={categoryID} />;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t("Categories")}</h1>
      {result.isError ? (
        <p role="alert">{t("The categories could not be loaded. Please try again later.")}</p>
      ) : null}
      {result.data ? <CategoryTree categories={result.data} /> : result.isError ? null : <Loader />}
    </>
  );
}
