// One theme on the list: its colours, name and state (current, shipped or created, deleted), and what can be done
// with it. Buttons name the theme for screen readers ("Preview Night"); the list page runs the actions.
import { Link } from "react-router";
import { Badge } from "../../../ui/Badge";
import { Button, buttonClasses } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import type { Theme } from "../../api/themes";
import { themeEditorPath } from "./paths";
import { ThemeSwatches } from "./ThemeSwatches";

export type ThemeAction = "preview" | "apply" | "create" | "delete" | "undelete";

export interface ThemeCardProps {
  theme: Theme;
  busy: boolean;
  onAction(action: ThemeAction, theme: Theme): void;
}

export function ThemeCard({ theme, busy, onAction }: ThemeCardProps) {
  const t = useT();
  const deleted = theme.dateDeleted !== null;
  const custom = theme.type === "custom";
  const name = theme.name;
  const headingID = `theme-${theme.themeKey}`;
  return (
    <li
      aria-labelledby={headingID}
      className={`flex flex-col gap-3 rounded-box border p-4 ${theme.current ? "border-primary" : "border-border"}`}
    >
      <ThemeSwatches name={name} variables={theme.assets.variables} />
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingID} className="font-semibold text-fg-heading">
          {name}
        </h3>
        {theme.current ? <Badge tone="primary">{t("Current theme")}</Badge> : null}
        {deleted ? <Badge tone="muted">{t("Deleted")}</Badge> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {deleted ? (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => onAction("undelete", theme)}
            aria-label={t("Restore deleted theme {name}", { name })}
          >
            {t("Restore deleted")}
          </Button>
        ) : (
          <>
            <Button
              size="sm"
              disabled={busy}
              onClick={() => onAction("preview", theme)}
              aria-label={t("Preview {name}", { name })}
            >
              {t("Preview")}
            </Button>
            {theme.current ? null : (
              <Button
                size="sm"
                variant="primary"
                disabled={busy}
                onClick={() => onAction("apply", theme)}
                aria-label={t("Apply {name}", { name })}
              >
                {t("Apply")}
              </Button>
            )}
            {custom ? (
              <Link
                to={themeEditorPath(theme.themeID)}
                className={buttonClasses("standard", "sm")}
                aria-label={t("Edit {name}", { name })}
              >
                {t("Edit")}
              </Link>
            ) : null}
            <Button
              size="sm"
              disabled={busy}
              onClick={() => onAction("create", theme)}
              aria-label={t("Create from this theme: {name}", { name })}
            >
              {t("Create from this theme")}
            </Button>
            {custom && !theme.current ? (
              <Button
                size="sm"
                disabled={busy}
                onClick={() => onAction("delete", theme)}
                aria-label={t("Delete {name}", { name })}
              >
                {t("Delete")}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}
