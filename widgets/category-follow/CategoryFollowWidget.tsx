// Follow Category (docs/reference/layout-widgets.md#assets react.asset.categoryFollow): a Follow / Following button
// for the page's category that opens its notification preferences panel
// (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences). Changes show at once and roll back
// when saving fails, with the error above the button (docs/reference/errors.md#drafts-and-follows); the message
// clears when the next save starts. In the editor's canvas and Storybook (preview mode) nothing is saved.
import type { CSSProperties } from "react";
import { CategoryTranslateAction } from "../../src/client/categories/follow-action";
import { CategoryFollowControl } from "../../src/client/notification-preferences/CategoryFollowControl";
import { usePreviewMode } from "../../src/layout/preview-mode";
import type { CategoryFollowWidgetHydrated } from "../../src/types/generated/widgets/hydrated/category-follow";
import { buttonClasses } from "../../src/ui/Button";
import { cx } from "../../src/ui/cx";

const ALIGN = { start: "items-start", center: "items-center", end: "items-end" } as const;

export default function CategoryFollowWidget(props: CategoryFollowWidgetHydrated) {
  const preview = usePreviewMode();
  const style = (followed: boolean): CSSProperties => ({
    ...(props.borderRadius === undefined ? {} : { borderRadius: props.borderRadius }),
    ...(followed && props.buttonColor
      ? { backgroundColor: props.buttonColor, borderColor: props.buttonColor }
      : {}),
    ...(followed && props.textColor ? { color: props.textColor } : {}),
  });
  return (
    <>
      <CategoryFollowControl
        categoryID={props.recordID}
        userID={props.userID}
        name={props.name}
        url={props.url}
        canDigest={props.canDigest}
        followed={props.followed}
        preview={preview}
        buttonClassName={(followed) => buttonClasses(followed ? "primary" : "standard")}
        buttonStyle={style}
        align={props.alignment === "end" ? "end" : "start"}
        className={cx("my-4 flex flex-col gap-2 first:mt-0", ALIGN[props.alignment])}
      />
      {/* Administrators translate the page's category here (docs/reference/localisation.md). */}
      {props.canTranslate ? (
        <CategoryTranslateAction
          category={{ categoryID: props.recordID, name: props.name, description: props.description ?? "" }}
        />
      ) : null}
    </>
  );
}
