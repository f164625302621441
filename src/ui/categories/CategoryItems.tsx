// One category in each display type: a list row (with last post and subcategories), a tile, and a plain link.
import type { ReactNode } from "react";
import { isSafeUrl } from "../../lib/safe-url";
import type { Category } from "../../types/generated/api/category";
import { AppLink } from "../AppLink";
import { cx } from "../cx";
import { ItemCta, itemBoxStyle } from "../home-widget/item-box";
import { Icon } from "../Icon";
import { RichMessage, useLocale, useT } from "../i18n/i18n-context";
import { RelativeTime } from "../RelativeTime";
import { type CategoryDisplayOptions, categoryCounts } from "./category-counts";

export type HeadingTag = "h3" | "h4";

const COUNT_ICONS = {
  discussions: "menu",
  comments: "comment",
  posts: "comment",
  followers: "user",
} as const;

function Counts({ category, options }: { category: Category; options: CategoryDisplayOptions }) {
  const t = useT();
  const locale = useLocale();
  const counts = categoryCounts(category, options, t, locale);
  if (counts.length === 0) return null;
  const asIcons = options.categoryOptions.metas.asIcons === "icon";
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-[0.8125rem] text-fg-muted">
      {counts.map((item) => (
        <li
          key={item.key}
          title={item.label}
          className={asIcons ? "inline-flex items-center gap-1" : undefined}
        >
          {asIcons ? <Icon name={COUNT_ICONS[item.key]} size={14} /> : null}
          <span aria-hidden="true">{asIcons ? item.short : item.text}</span>
          <span className="sr-only">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

function LastPost({ category, options }: { category: Category; options: CategoryDisplayOptions }) {
  const t = useT();
  const show = options.categoryOptions.metas.display;
  const post = category.lastPost;
  if (!post || !(show.lastPostName || show.lastPostAuthor || show.lastPostDate)) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-1 text-[0.8125rem] text-fg-muted">
      <span>{t("Most recent:")}</span>
      {show.lastPostName ? (
        <AppLink to={post.url} className="font-semibold text-fg hover:text-primary">
          {post.name}
        </AppLink>
      ) : null}
      {show.lastPostAuthor && post.insertUser ? (
        <span>
          <RichMessage
            id="by <user>{name}</user>"
            values={{
              name: post.insertUser.name,
              user: (chunks) => (
                <AppLink to={post.insertUser?.url ?? ""} className="font-semibold text-fg hover:text-primary">
                  {chunks}
                </AppLink>
              ),
            }}
          />
        </span>
      ) : null}
      {show.lastPostDate ? <RelativeTime date={post.dateInserted} /> : null}
    </p>
  );
}

function Subcategories({ category, options }: { category: Category; options: CategoryDisplayOptions }) {
  const t = useT();
  const children = category.children ?? [];
  if (!options.categoryOptions.metas.display.subcategories || children.length === 0) return null;
  return (
    <ul
      aria-label={t("Subcategories of {name}", { name: category.name })}
      className="mt-2 flex flex-wrap gap-1.5"
    >
      {children.map((child) => (
        <li key={child.categoryID}>
          <AppLink
            to={child.url}
            className="inline-flex rounded-full bg-bg-hover px-2.5 py-0.5 text-xs font-semibold text-fg hover:bg-primary-soft hover:text-primary-hover"
          >
            {child.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function CategoryIcon({ category }: { category: Category }) {
  const url = category.iconUrl && isSafeUrl(category.iconUrl) ? category.iconUrl : null;
  return (
    <span className="inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-box bg-primary-soft text-primary">
      {url ? (
        <img src={url} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        <Icon name="folder" size={20} />
      )}
    </span>
  );
}

/** List rows follow categoryOptions.description when it is set, else the item option tiles use. */
function rowShowsDescription(options: CategoryDisplayOptions): boolean {
  return options.categoryOptions.description.display ?? options.itemOptions.display.description;
}

export function CategoryRow({
  category,
  options,
  heading = "h3",
  action,
}: {
  category: Category;
  options: CategoryDisplayOptions;
  heading?: HeadingTag;
  /** A control beside the row (the follow toggle). */
  action?: ReactNode;
}) {
  const Heading = heading;
  return (
    <article className="flex gap-3 py-4">
      <CategoryIcon category={category} />
      <div className="min-w-0 flex-1">
        <Heading className="text-base leading-snug">
          <AppLink
            to={category.url}
            className="font-semibold text-fg-heading hover:text-primary hover:underline underline-offset-2"
          >
            {category.name}
          </AppLink>
        </Heading>
        {rowShowsDescription(options) && category.description ? (
          <p className="mt-0.5 line-clamp-2 text-sm text-fg-muted">{category.description}</p>
        ) : null}
        <div className="mt-1.5">
          <Counts category={category} options={options} />
        </div>
        <LastPost category={category} options={options} />
        <Subcategories category={category} options={options} />
      </div>
      {action ? <div className="shrink-0 self-start">{action}</div> : null}
    </article>
  );
}

export function CategoryTile({
  category,
  options,
  heading = "h3",
  action,
}: {
  category: Category;
  options: CategoryDisplayOptions;
  heading?: HeadingTag;
  action?: ReactNode;
}) {
  const Heading = heading;
  const contentType = options.itemOptions.contentType;
  const image =
    (contentType === "title-background" || contentType === "title-background-description") &&
    category.bannerImageUrl &&
    isSafeUrl(category.bannerImageUrl)
      ? category.bannerImageUrl
      : null;
  return (
    <article
      className={cx(
        "relative flex h-full flex-col rounded-box border border-border transition-shadow focus-within:shadow-raised hover:shadow-raised",
        image ? "min-h-36 justify-end bg-cover bg-center text-white" : "bg-bg",
      )}
      style={{
        ...itemBoxStyle(options.itemOptions, 16),
        ...(image
          ? {
              backgroundImage: `linear-gradient(rgb(0 0 0 / 0.15), rgb(0 0 0 / 0.65)), url("${encodeURI(image)}")`,
            }
          : {}),
      }}
    >
      {contentType === "title-description-icon" ? (
        <div className="mb-3">
          <CategoryIcon category={category} />
        </div>
      ) : null}
      <Heading className={cx("text-base leading-snug", image && "text-white")}>
        {/* The whole tile is clickable through the stretched link; only the name is announced. */}
        <AppLink
          to={category.url}
          className="font-semibold after:absolute after:inset-0 after:rounded-box hover:underline underline-offset-2"
        >
          {category.name}
        </AppLink>
      </Heading>
      {options.itemOptions.display.description && category.description ? (
        <p className={cx("mt-1 line-clamp-3 text-sm", image ? "text-white/90" : "text-fg-muted")}>
          {category.description}
        </p>
      ) : null}
      <div className={cx("mt-auto pt-3", image && "[&_*]:text-white/90")}>
        <Counts category={category} options={options} />
      </div>
      <ItemCta options={options.itemOptions} />
      {/* Above the stretched link, so the toggle stays clickable. */}
      {action ? <div className="relative z-10 mt-3">{action}</div> : null}
    </article>
  );
}

export function CategoryLink({ category }: { category: Category }) {
  return (
    <AppLink
      to={category.url}
      className="block rounded-control py-1.5 text-sm font-semibold text-fg hover:text-primary"
    >
      {category.name}
    </AppLink>
  );
}
