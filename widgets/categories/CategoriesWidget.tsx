// Categories (layout-format §4.1, spec 001 §2.3): list, grid, carousel or links. Categories displayed as headings
// are group headers over their children, never links.

import type {
  CategoriesWidgetHydrated,
  Category,
} from "../../src/types/generated/widgets/hydrated/categories";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { HomeWidgetItems } from "../../src/ui/home-widget/HomeWidgetItems";
import { CategoryLink, type CategoryOptions, CategoryRow, CategoryTile } from "./CategoryItems";

interface CategoryGroup {
  heading: Category | null;
  items: Category[];
}

/** Splits the list at each heading category; items before any heading form an untitled group. */
export function groupByHeading(categories: Category[]): CategoryGroup[] {
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

export default function CategoriesWidget(props: CategoriesWidgetHydrated) {
  const title = props.titleType === "none" ? "" : props.title;
  const groups = groupByHeading(props.itemData);
  const options: CategoryOptions = { itemOptions: props.itemOptions, categoryOptions: props.categoryOptions };
  return (
    <HomeWidgetContainer
      title={title}
      subtitle={props.subtitle}
      description={props.descriptionType === "none" ? "" : props.description}
      containerOptions={props.containerOptions}
    >
      {props.itemData.length === 0 ? (
        <p className="py-6 text-center text-sm text-fg-muted">No categories were found.</p>
      ) : (
        <div className="space-y-6">
          {groups.map((group) => (
            <div
              key={
                group.heading ? `heading-${group.heading.categoryID}` : `group-${group.items[0]?.categoryID}`
              }
            >
              {group.heading ? (
                <h3 className="mb-2 border-b border-border pb-2 text-sm font-bold tracking-wide text-fg-muted uppercase">
                  {group.heading.name}
                </h3>
              ) : null}
              <CategoryGroupItems
                items={group.items}
                options={options}
                props={props}
                label={group.heading?.name ?? (title || "Categories")}
                nested={group.heading !== null}
              />
            </div>
          ))}
        </div>
      )}
    </HomeWidgetContainer>
  );
}

function CategoryGroupItems({
  items,
  options,
  props,
  label,
  nested,
}: {
  items: Category[];
  options: CategoryOptions;
  props: CategoriesWidgetHydrated;
  label: string;
  nested: boolean;
}) {
  const heading = nested ? "h4" : "h3";
  return (
    <HomeWidgetItems
      items={items}
      displayType={props.containerOptions?.displayType ?? "list"}
      columns={Math.min(Math.max(props.containerOptions?.maxColumnCount ?? 3, 1), 5)}
      label={label}
      linkDividers={false}
      itemKey={(category) => category.categoryID}
      renderItem={(category, variant) =>
        variant === "tile" ? (
          <CategoryTile category={category} options={options} heading={heading} />
        ) : variant === "link" ? (
          <CategoryLink category={category} />
        ) : (
          <CategoryRow category={category} options={options} heading={heading} />
        )
      }
    />
  );
}
