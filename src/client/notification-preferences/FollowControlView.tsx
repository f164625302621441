// The follow control as drawn (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences): the last
// save's error above it, and the Follow / Following button opening the preferences panel (a flyout: focus moves in
// when opened from the keyboard, Escape closes and gives focus back to the button). The caller styles the button
// (the widget's colours, the lists' compact size) and supplies the panel.
import type { CSSProperties, ReactNode } from "react";
import { cx } from "../../ui/cx";
import { Flyout } from "../../ui/Flyout";
import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";

export interface FollowControlViewProps {
  categoryName: string;
  followed: boolean;
  error: string | null;
  panel: ReactNode;
  onOpenChange?(open: boolean): void;
  /** Open from the first render (stories). */
  defaultOpen?: boolean;
  buttonClassName: string;
  buttonStyle?: CSSProperties;
  iconSize?: number;
  align: "start" | "end";
  className?: string;
  errorClassName?: string;
}

export function FollowControlView(props: FollowControlViewProps) {
  const t = useT();
  const label = props.followed ? t("Following") : t("Follow");
  return (
    <div className={props.className}>
      {props.error ? (
        <p role="alert" className={cx("text-danger", props.errorClassName ?? "text-sm")}>
          {props.error}
        </p>
      ) : null}
      <Flyout
        kind="panel"
        width="preferences"
        align={props.align}
        defaultOpen={props.defaultOpen}
        onOpenChange={props.onOpenChange}
        panelLabel={t("Notification Preferences")}
        label={
          <>
            {props.followed ? <Icon name="check" size={props.iconSize} /> : null}
            {label}
          </>
        }
        // The visible label starts the accessible name (WCAG 2.5.3); the name says which category.
        buttonLabel={
          props.followed
            ? t("Following {category}", { category: props.categoryName })
            : t("Follow {category}", { category: props.categoryName })
        }
        buttonClassName={props.buttonClassName}
        buttonStyle={props.buttonStyle}
      >
        {props.panel}
      </Flyout>
    </div>
  );
}
