// /dashboard/settings/navigation, "Navigation" (settings.manage; docs/reference/ui-behaviour.md#title-bar): the title
// bar's items for one locale ("Default" = every language without a list of its own), as an ordered tree edited in
// place — add, edit, add child, move up and down, remove — then saved whole (PUT /navigation/{localeKey}), or reset
// to the default list (DELETE). Items with children open a mega menu in the title bar. The page takes its data as
// props (NavigationSettingsRoute loads it), so stories can show it.
import { useState } from "react";
import { msg } from "../../../lib/i18n/msg";
import { Button } from "../../../ui/Button";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { FormAlert } from "../../../ui/FormAlert";
import { Icon } from "../../../ui/Icon";
import { useT } from "../../../ui/i18n/i18n-context";
import type { NavigationEntry } from "../../api/navigation";
import { ItemList, type RoleOption } from "./NavigationItemEditor";
import { ADD_ITEM_ID, useNavigationEditor } from "./use-navigation-editor";

export interface LocaleOption {
  localeKey: string;
  label: string;
}

export interface NavigationSettingsPageProps {
  entry: NavigationEntry;
  locales: readonly LocaleOption[];
  roles: readonly RoleOption[];
  onLocaleChange(localeKey: string): void;
}

const SOURCE_NOTES = {
  own: null,
  default: msg("This language uses the default list. Saving makes these items its own."),
  builtIn: msg(
    "No list is set up: the title bar shows Posts and Categories. Saving makes these items the site's.",
  ),
} as const;

export function NavigationSettingsPage({
  entry,
  locales,
  roles,
  onLocaleChange,
}: NavigationSettingsPageProps) {
  const t = useT();
  const editor = useNavigationEditor(entry);
  const [confirming, setConfirming] = useState<"reset" | { switchTo: string } | null>(null);
  const isDefault = entry.localeKey === "default";
  const note = SOURCE_NOTES[entry.source];
  const listErrors = editor.listErrors;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg-heading">{t("Navigation")}</h1>
        <p className="text-sm text-fg-muted">
          {t(
            "The links of the title bar, per language. An item with items under it opens a menu of them; members see only the items their permission and roles allow.",
          )}
        </p>
      </div>
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor="navigation-locale" className="text-sm font-semibold text-fg-heading">
          {t("Language")}
        </label>
        <select
          id="navigation-locale"
          value={entry.localeKey}
          onChange={(event) => {
            const next = event.target.value;
            if (editor.dirty) setConfirming({ switchTo: next });
            else onLocaleChange(next);
          }}
          className="h-9 rounded-control border border-input-border bg-input-bg px-2 text-sm text-input-fg"
        >
          {locales.map((locale) => (
            <option key={locale.localeKey} value={locale.localeKey}>
              {locale.label}
            </option>
          ))}
        </select>
      </div>
      {note ? <p className="rounded-control bg-bg-hover px-3 py-2 text-sm text-fg">{t(note)}</p> : null}
      <FormAlert message={editor.formError} />
      {listErrors?.length ? <p className="text-sm text-danger">{listErrors.join(" ")}</p> : null}
      {editor.items.length > 0 ? (
        <ItemList items={editor.items} parentPath={[]} roles={roles} actions={editor.actions} />
      ) : (
        <p className="text-sm text-fg-muted">{t("No items: the title bar shows no links.")}</p>
      )}
      <div>
        <Button id={ADD_ITEM_ID} onClick={editor.addTopItem}>
          <Icon name="plus" />
          {t("Add item")}
        </Button>
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-border bg-bg py-3">
        <Button variant="primary" disabled={editor.saving || !editor.dirty} onClick={editor.save}>
          {editor.saving ? t("Saving…") : t("Save")}
        </Button>
        {editor.dirty ? (
          <Button variant="text" onClick={editor.discard}>
            {t("Discard changes")}
          </Button>
        ) : null}
        <Button disabled={entry.source !== "own"} onClick={() => setConfirming("reset")}>
          {t("Reset to default")}
        </Button>
        <p role="status" className="text-sm text-fg-muted">
          {editor.savedAt ? t("Saved.") : ""}
        </p>
        <p aria-live="polite" className="sr-only">
          {editor.announcement}
        </p>
      </div>
      <ConfirmDialog
        open={confirming === "reset"}
        title={t("Reset to default?")}
        destructive
        confirmLabel={t("Reset")}
        pending={editor.resetting}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          await editor.reset();
          setConfirming(null);
        }}
      >
        {isDefault
          ? t(
              "The site's own list is removed: every language without a list of its own shows Posts and Categories.",
            )
          : t("This language's own list is removed: it shows the default list.")}
      </ConfirmDialog>
      <ConfirmDialog
        open={typeof confirming === "object" && confirming !== null}
        title={t("Discard your changes?")}
        destructive
        confirmLabel={t("Discard changes")}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (typeof confirming === "object" && confirming) onLocaleChange(confirming.switchTo);
          setConfirming(null);
        }}
      >
        {t("The changes to this list have not been saved.")}
      </ConfirmDialog>
    </div>
  );
}
