// The categories page's own list (docs/reference/layout-widgets.md#widgets Category List): one page of the site
// section's top-level categories, or of the page category's children, with headings over their children and a
// numbered pager whose links keep the category URL form (/categories/{id}/p{N}).

import { followAction } from "../../src/client/categories/follow-action";
import { categoryPageHref } from "../../src/lib/category-page-href";
import type { CategoryListAssetHydrated } from "../../src/types/generated/widgets/hydrated/category-list";
import { CategoryGroups } from "../../src/ui/categories/CategoryGroups";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { useI18n } from "../../src/ui/i18n/i18n-context";
import { Pager } from "../../src/ui/Pager";

export default function CategoryListAsset(props: CategoryListAssetHydrated) {
  const i18n = useI18n();
  // The author's own texts, or the schema's defaults (catalogue keys); category names and descriptions are records.
  const title =
    props.titleType === "none" ? "" : props.titleType === "static" ? i18n.text(props.title) : props.title;
  const description =
    props.descriptionType === "none"
      ? ""
      : props.descriptionType === "static"
        ? i18n.text(props.description)
        : props.description;
  const { paging } = props;
  return (
    <HomeWidgetContainer
      title={title}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={description}
      containerOptions={props.containerOptions}
    >
      <CategoryGroups
        categories={props.itemData}
        options={{ itemOptions: props.itemOptions, categoryOptions: props.categoryOptions }}
        containerOptions={props.containerOptions}
        label={title}
        renderAction={followAction(props.follow)}
      />
      <Pager
        page={paging.page}
        limit={paging.limit}
        total={paging.total}
        pageHref={categoryPageHref}
        className="mt-6 justify-center"
      />
    </HomeWidgetContainer>
  );
}
