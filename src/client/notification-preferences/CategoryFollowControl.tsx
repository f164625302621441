// The follow control of one category (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences),
// used by the Follow Category widget and the categories lists' compact toggle: the button, the error above it and
// the preferences panel, over the state of use-category-follow.ts. Which columns and options show comes from the
// site's email settings and whether the category may be in a digest.
import { type CSSProperties, useState } from "react";
import { useCategory } from "../api/categories";
import { useEmailSettings } from "./email-settings";
import { FollowControlView } from "./FollowControlView";
import { FollowPanel } from "./FollowPanel";
import { useCategoryFollow } from "./use-category-follow";

export interface CategoryFollowControlProps {
  categoryID: number;
  userID: number;
  name: string;
  /** The category's address; without it, it is read when the panel first opens. */
  url?: string;
  followed: boolean;
  /** Whether an admin lets this category be in a digest; absent means it may. */
  canDigest?: boolean;
  preview: boolean;
  buttonClassName(followed: boolean): string;
  buttonStyle?(followed: boolean): CSSProperties | undefined;
  iconSize?: number;
  align: "start" | "end";
  className?: string;
  errorClassName?: string;
}

export function CategoryFollowControl(props: CategoryFollowControlProps) {
  const emails = useEmailSettings();
  const digestsEnabled = emails.enabled && emails.digest;
  const state = useCategoryFollow({
    categoryID: props.categoryID,
    userID: props.userID,
    followed: props.followed,
    preview: props.preview,
    digestsEnabled,
  });
  const [opened, setOpened] = useState(false);
  const category = useCategory(props.categoryID, opened && !props.url && !props.preview);
  return (
    <FollowControlView
      categoryName={props.name}
      followed={state.followed}
      error={state.error}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        state.onOpenChange(open);
      }}
      buttonClassName={props.buttonClassName(state.followed)}
      buttonStyle={props.buttonStyle?.(state.followed)}
      iconSize={props.iconSize}
      align={props.align}
      className={props.className}
      errorClassName={props.errorClassName}
      panel={
        <FollowPanel
          categoryName={props.name}
          categoryUrl={props.url ?? category.data?.url}
          values={state.preferences}
          emailsEnabled={emails.enabled}
          digestShown={digestsEnabled && props.canDigest !== false}
          preview={props.preview}
          onChange={state.change}
          onUnfollow={state.unfollow}
        />
      }
    />
  );
}
