// The theme preview toast (spec 001 §4.8, docs/reference/themes.md#preview): 'You are previewing the {name} theme.'
// at the top of every page while this admin previews a theme, with Apply (the site's theme becomes it) — Restore when
// the preview is of a revision (the theme uses that revision again) — and Cancel (the preview ends). After success
// the preview ends and the page goes to the preview's redirect, or to the theme's revisions after a restore; a
// failure is said in the toast. A full page load: the server renders pages with the theme (a cookie).
import { useMutation } from "@tanstack/react-query";
import { Button } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import { cancelThemePreview, patchTheme, setCurrentTheme } from "../api/themes";
import { themeEditorPath } from "../pages/dashboard-themes/paths";
import type { QuorumState } from "../state";
import { themePageNavigation } from "./page-navigation";

export type ThemePreviewState = NonNullable<NonNullable<QuorumState["theme"]>["preview"]>;

type Choice = "apply" | "cancel";

/** Runs the choice and answers where the page goes next. */
async function settle(preview: ThemePreviewState, choice: Choice): Promise<string> {
  const { themeID, revisionID } = preview;
  if (choice === "apply") {
    if (revisionID !== null) await patchTheme(themeID, { revisionID });
    else await setCurrentTheme(themeID);
  }
  await cancelThemePreview();
  return choice === "apply" && revisionID !== null ? themeEditorPath(themeID, "revisions") : preview.redirect;
}

export interface ThemePreviewToastProps {
  preview: ThemePreviewState;
  /** In the page flow instead of fixed to the top of the viewport (stories). */
  inline?: boolean;
}

export function ThemePreviewToast({ preview, inline = false }: ThemePreviewToastProps) {
  const t = useT();
  const isRevision = preview.revisionID !== null;
  const action = useMutation({
    mutationFn: (choice: Choice) => settle(preview, choice),
    onSuccess: (next) => themePageNavigation.assign(next),
  });
  const pending = action.isPending ? action.variables : null;
  return (
    <section
      aria-label={t("Theme preview")}
      className={cx(
        "flex max-w-[calc(100vw-2rem)] flex-wrap items-center gap-3 rounded-box border border-primary",
        "bg-bg px-4 py-3 text-sm text-fg shadow-raised",
        inline ? "" : "fixed top-3 left-1/2 z-[1080] -translate-x-1/2",
      )}
    >
      <p role="status" className="min-w-0 flex-1 font-semibold">
        {t("You are previewing the {name} theme.", { name: preview.name })}
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="primary"
          disabled={pending !== null}
          onClick={() => action.mutate("apply")}
        >
          {pending === "apply"
            ? isRevision
              ? t("Restoring…")
              : t("Applying…")
            : isRevision
              ? t("Restore")
              : t("Apply")}
        </Button>
        <Button size="sm" disabled={pending !== null} onClick={() => action.mutate("cancel")}>
          {pending === "cancel" ? t("Cancelling…") : t("Cancel")}
        </Button>
      </div>
      <p role="alert" className="w-full text-danger empty:hidden">
        {action.error ? action.error.message : null}
      </p>
    </section>
  );
}
