// Categories laid out as a list, grid, carousel or links, split into groups at each category displayed as a heading
// (docs/reference/layout-widgets.md#widget-props-in-detail: a heading is a group title over its children, never a
// link). Shared by the Categories widget and the Category List page asset, which differ only in where their
// categories come from.
import type { ReactNode } from "react";
import type { Category } from "../../types/generated/api/category";
import type { ContainerOptions } from "../../types/generated/widgets/common/container-options";
import { HomeWidgetItems } from "../home-widget/HomeWidgetItems";
import { useT } from "../i18n/i18n-context";
import { CategoryLink, CategoryRow, CategoryTile } from "./CategoryItems";
import type { CategoryDisplayOptions } from "./category-counts";

interface CategoryGroup {
  heading: Category | null;
  items: Category[];
}

/** Splits the list at each heading category; items before any heading form an untitled group. */
function groupByHeading(categories: Category[]): CategoryGroup[] {
  const groups: CategoryGroup[] = [];
  for (const category of categories) {
    if (category.displayAs === "heading") {
      groups.push({ heading: category, items: category.children ?? [] });
      continue;
    }
    const last = groups[groups.length - 1];
    if (last && last.heading === null) last.items.push(category);
    else groups.push({ heading: null, items: [category] });
  }
  return groups;
}

export interface CategoryGroupsProps {
  categories: Category[];
  options: CategoryDisplayOptions;
  containerOptions: ContainerOptions | undefined;
  /** The accessible name of an untitled group's carousel (the widget's title). */
  label: string;
  /** A control shown with each row or tile (the follow toggle); null for none. */
  renderAction?: (category: Category) => ReactNode;
}

export function CategoryGroups({
  categories,
  options,
  containerOptions,
  label,
  renderAction,
}: CategoryGroupsProps) {
  const t = useT();
  if (categories.length === 0) {
    return <p className="py-6 text-center text-sm text-fg-muted">{t("No categories were found.")}</p>;
  }
  return (
    <div className="space-y-6">
      {groupByHeading(categories).map((group) => (
        <div
          key={group.heading ? `heading-${group.heading.categoryID}` : `group-${group.items[0]?.categoryID}`}
        >
          {group.heading ? (
            <h3 className="mb-2 border-b border-border pb-2 text-sm font-bold tracking-wide text-fg-muted uppercase">
              {group.heading.name}
            </h3>
          ) : null}
          <HomeWidgetItems
            items={group.items}
            displayType={containerOptions?.displayType ?? "list"}
            columns={Math.min(Math.max(containerOptions?.maxColumnCount ?? 3, 1), 5)}
            label={group.heading?.name ?? (label || t("Categories"))}
            linkDividers={false}
            itemKey={(category) => category.categoryID}
            renderItem={(category, variant) => {
              // Items under a heading sit one level below it in the outline.
              const heading = group.heading ? "h4" : "h3";
              const action = renderAction?.(category);
              if (variant === "tile")
                return (
                  <CategoryTile category={category} options={options} heading={heading} action={action} />
                );
              if (variant === "link") return <CategoryLink category={category} />;
              return <CategoryRow category={category} options={options} heading={heading} action={action} />;
            }}
          />
        </div>
      ))}
    </div>
  );
}
