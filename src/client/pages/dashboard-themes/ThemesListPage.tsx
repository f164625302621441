// /dashboard/themes (docs/reference/themes.md): the shipped themes and those created here, each as a card with its
// colours, the site's current theme marked. Preview (the live site with it, for this admin only: spec 001 §4.8),
// Apply (the site's theme, after a confirmation), Edit, Create from this theme, Delete and Restore deleted (spec 000
// §4 publishing states: deleted, undeleted, published).
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import {
  type Theme,
  useDeleteThemeMutation,
  usePatchThemeMutation,
  useSetCurrentThemeMutation,
  useStartThemePreviewMutation,
} from "../../api/themes";
import { themePageNavigation } from "../../theme-preview/page-navigation";
import { CreateThemeDialog } from "./CreateThemeDialog";
import { themeEditorPath } from "./paths";
import { type ThemeAction, ThemeCard } from "./ThemeCard";

type OpenDialog = { kind: "apply" | "delete" | "create"; theme: Theme } | null;

export function ThemesListPage({ themes }: { themes: readonly Theme[] }) {
  const t = useT();
  const navigate = useNavigate();
  const shippedID = useId();
  const createdID = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [status, setStatus] = useState("");
  const preview = useStartThemePreviewMutation();
  const apply = useSetCurrentThemeMutation();
  const remove = useDeleteThemeMutation();
  const undelete = usePatchThemeMutation();
  // One failure shown at a time: the last action's.
  const [failed, setFailed] = useState<Error | null>(null);
  const busy = preview.isPending || undelete.isPending;

  function onAction(action: ThemeAction, theme: Theme) {
    setFailed(null);
    setStatus("");
    if (action === "preview")
      preview.mutate(
        { themeID: theme.themeID },
        { onSuccess: (started) => themePageNavigation.assign(started.redirect), onError: setFailed },
      );
    else if (action === "undelete")
      undelete.mutate(
        { themeID: theme.themeID, body: { deleted: false } },
        {
          onSuccess: () => setStatus(t("{name} restored.", { name: theme.name })),
          onError: setFailed,
        },
      );
    else setDialog({ kind: action, theme });
  }

  const shipped = themes.filter((theme) => theme.type === "shipped");
  const created = themes.filter((theme) => theme.type !== "shipped");
  const cards = (list: readonly Theme[]) => (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {list.map((theme) => (
        <ThemeCard key={theme.themeKey} theme={theme} busy={busy} onAction={onAction} />
      ))}
    </ul>
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg-heading">{t("Themes")}</h1>
        <p className="text-sm text-fg-muted">
          {t(
            "A theme sets the colours, fonts and sizes of every page. Preview one on the live site (only you see it), then apply it.",
          )}
        </p>
        <p role="status" className="text-sm text-success">
          {status}
        </p>
        <FormAlert message={failed?.message ?? null} />
      </div>
      <section aria-labelledby={shippedID} className="flex flex-col gap-3">
        <h2 id={shippedID} className="text-lg font-bold text-fg-heading">
          {t("Shipped themes")}
        </h2>
        {cards(shipped)}
      </section>
      <section aria-labelledby={createdID} className="flex flex-col gap-3">
        <h2 id={createdID} className="text-lg font-bold text-fg-heading">
          {t("Your themes")}
        </h2>
        {created.length > 0 ? (
          cards(created)
        ) : (
          <p className="text-sm text-fg-muted">
            {t("No themes created yet: create one from a shipped theme.")}
          </p>
        )}
      </section>
      {dialog?.kind === "create" ? (
        <CreateThemeDialog
          parent={dialog.theme}
          onClose={() => setDialog(null)}
          onCreated={(theme) => navigate(themeEditorPath(theme.themeID))}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === "apply"}
        title={t("Apply {name}?", { name: dialog?.theme.name ?? "" })}
        confirmLabel={t("Apply")}
        pendingLabel={t("Applying…")}
        pending={apply.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          const theme = dialog?.theme;
          if (!theme) return;
          await apply.mutateAsync(theme.themeID);
          setDialog(null);
          setStatus(t("{name} is now the site's theme.", { name: theme.name }));
        }}
      >
        {t("Every page of the site uses it at once, for every visitor.")}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        destructive
        title={t("Delete {name}?", { name: dialog?.theme.name ?? "" })}
        confirmLabel={t("Delete")}
        pendingLabel={t("Deleting…")}
        pending={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          const theme = dialog?.theme;
          if (!theme) return;
          await remove.mutateAsync(theme.themeID);
          setDialog(null);
          setStatus(t("{name} deleted. You can restore it from this page.", { name: theme.name }));
        }}
      >
        {t("The theme leaves the list of themes to apply; it can be restored later.")}
      </ConfirmDialog>
    </div>
  );
}
