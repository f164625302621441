// A compact Follow / Following button for one category in a list (the categories widgets' follow button), opening
// the category's notification preferences panel (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences).
// Changes show at once and roll back when saving fails, with the server's message above the button. Members only:
// it loads on demand (follow-action.tsx).
import { usePreviewMode } from "../../layout/preview-mode";
import { cx } from "../../ui/cx";
import { CategoryFollowControl } from "../notification-preferences/CategoryFollowControl";

interface CategoryFollowToggleProps {
  categoryID: number;
  name: string;
  url: string;
  userID: number;
  followed: boolean;
  /** Whether the category may be in a digest; undefined: assume so. */
  canDigest?: boolean;
}

const buttonClassName = (followed: boolean) =>
  cx(
    "inline-flex items-center gap-1 rounded-control border px-2.5 py-1 text-xs font-semibold",
    followed
      ? "border-primary bg-primary text-primary-contrast hover:bg-primary-hover"
      : "border-border bg-bg text-fg hover:border-primary",
  );

export default function CategoryFollowToggle({
  categoryID,
  name,
  url,
  userID,
  followed,
  canDigest,
}: CategoryFollowToggleProps) {
  const preview = usePreviewMode();
  return (
    <CategoryFollowControl
      categoryID={categoryID}
      userID={userID}
      name={name}
      url={url}
      canDigest={canDigest}
      followed={followed}
      preview={preview}
      buttonClassName={buttonClassName}
      iconSize={14}
      align="end"
      className="flex flex-col items-end gap-1"
      errorClassName="text-xs"
    />
  );
}
