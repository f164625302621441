// A compact Follow / Following toggle for one category in a list (the categories widgets' follow button). The change
// shows at once and rolls back when saving fails, with the server's message beside the button. Members only: it
// loads on demand (follow-action.tsx).
import { useState } from "react";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { useCategoryFollowMutation } from "../api/categories";

interface CategoryFollowToggleProps {
  categoryID: number;
  name: string;
  userID: number;
  followed: boolean;
}

export default function CategoryFollowToggle({
  categoryID,
  name,
  userID,
  followed: initial,
}: CategoryFollowToggleProps) {
  const [followed, setFollowed] = useState(initial);
  const save = useCategoryFollowMutation();

  function toggle() {
    const next = !followed;
    setFollowed(next);
    save.mutate(
      { categoryID, userID, followed: next },
      { onSuccess: (saved) => setFollowed(saved), onError: () => setFollowed(!next) },
    );
  }

  const label = followed ? "Following" : "Follow";
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        aria-pressed={followed}
        // The visible label starts the accessible name (WCAG 2.5.3); the name says which category.
        aria-label={`${label} ${name}`}
        disabled={save.isPending}
        onClick={toggle}
        className={cx(
          "inline-flex items-center gap-1 rounded-control border px-2.5 py-1 text-xs font-semibold",
          followed
            ? "border-primary bg-primary text-primary-contrast hover:bg-primary-hover"
            : "border-border bg-bg text-fg hover:border-primary",
        )}
      >
        {followed ? <Icon name="check" size={14} /> : null}
        {label}
      </button>
      {save.error ? (
        <p role="alert" className="text-xs text-danger">
          {save.error.message}
        </p>
      ) : null}
    </div>
  );
}
