// Follow Category (docs/reference/layout-widgets.md#assets react.asset.categoryFollow): a Follow / Following toggle
// button for the page's category. The change shows at once and rolls back when saving fails, with the error above the
// button (docs/reference/ui-behaviour.md#optimistic-updates, docs/reference/errors.md#drafts-and-follows); the
// message clears when the next save starts.
import { type CSSProperties, useState } from "react";
import { useCategoryFollowMutation } from "../../src/client/api/categories";
import type { CategoryFollowWidgetHydrated } from "../../src/types/generated/widgets/hydrated/category-follow";
import { buttonClasses } from "../../src/ui/Button";
import { cx } from "../../src/ui/cx";
import { Icon } from "../../src/ui/Icon";

const ALIGN = { start: "items-start", center: "items-center", end: "items-end" } as const;

export default function CategoryFollowWidget(props: CategoryFollowWidgetHydrated) {
  const [followed, setFollowed] = useState(props.followed);
  const mutation = useCategoryFollowMutation();
  const saving = mutation.isPending;
  const error = mutation.error?.message ?? "";

  function toggle() {
    const next = !followed;
    setFollowed(next);
    mutation.mutate(
      { categoryID: props.recordID, userID: props.userID, followed: next },
      { onSuccess: (saved) => setFollowed(saved), onError: () => setFollowed(!next) },
    );
  }

  const label = followed ? "Following" : "Follow";
  const style: CSSProperties = {
    ...(props.borderRadius === undefined ? {} : { borderRadius: props.borderRadius }),
    ...(followed && props.buttonColor
      ? { backgroundColor: props.buttonColor, borderColor: props.buttonColor }
      : {}),
    ...(followed && props.textColor ? { color: props.textColor } : {}),
  };
  return (
    <div className={cx("my-4 flex flex-col gap-2 first:mt-0", ALIGN[props.alignment])}>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        aria-pressed={followed}
        // The visible label starts the accessible name (WCAG 2.5.3); the name says which category.
        aria-label={`${label} ${props.name}`}
        disabled={saving}
        onClick={toggle}
        className={buttonClasses(followed ? "primary" : "standard")}
        style={style}
      >
        {followed ? <Icon name="check" /> : null}
        {label}
      </button>
    </div>
  );
}
