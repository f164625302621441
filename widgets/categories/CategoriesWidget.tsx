// Categories (docs/reference/layout-widgets.md#assets, docs/reference/layout-widgets.md#widget-props-in-detail):
// list, grid, carousel or links. Categories displayed as headings are group headers over their children, never links
// (src/ui/categories, shared with the Category List asset).

import { followAction } from "../../src/client/categories/follow-action";
import type { CategoriesWidgetHydrated } from "../../src/types/generated/widgets/hydrated/categories";
import { CategoryGroups } from "../../src/ui/categories/CategoryGroups";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { useI18n } from "../../src/ui/i18n/i18n-context";

export default function CategoriesWidget(props: CategoriesWidgetHydrated) {
  const i18n = useI18n();
  // A leaf category has no subcategories: an empty "Subcategories" box on its page would only be noise.
  const childrenOfOne = props.apiParams.filter === "parentCategory" || props.apiParams.filter === "category";
  if (childrenOfOne && props.itemData.length === 0) return null;
  // The author's own texts, or the schema's defaults (catalogue keys); section and category descriptions are records.
  const title = props.titleType === "none" ? "" : i18n.text(props.title);
  const description =
    props.descriptionType === "none"
      ? ""
      : props.descriptionType === "static"
        ? i18n.text(props.description)
        : props.description;
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
    </HomeWidgetContainer>
  );
}
