// The theme editor (docs/reference/themes.md): the theme's name and variables (a form generated from
// the variables' schema), Save (a new revision), the live contrast check and a live preview of real pages at desktop
// and mobile widths beside it; a Revisions tab to preview or restore an older revision. Shipped themes are read-only
// (a theme is created from one on the list page); a theme the server does not know opens with empty assets.
import { type ReactNode, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { invalidColorPaths } from "../../../lib/theme/colors";
import { contrastResults } from "../../../lib/theme/contrast";
import { cssProperties, effectiveVariables } from "../../../lib/theme/variables";
import { cx } from "../../../ui/cx";
import { FormAlert } from "../../../ui/FormAlert";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { Tabs } from "../../../ui/Tabs";
import { TextField } from "../../../ui/TextField";
import { toast } from "../../../ui/toast-store";
import { type Theme, type ThemeID, usePatchThemeMutation } from "../../api/themes";
import { SchemaForm } from "../../editor/form/SchemaForm";
import type { JsonObject } from "../../editor/model/types";
import { ContrastPanel } from "./ContrastPanel";
import { THEMES_PATH, type ThemeEditorTab } from "./paths";
import type { PreviewPage } from "./preview-pages";
import { type PreviewFrameProps, ThemeLivePreview } from "./ThemeLivePreview";
import { ThemeRevisionsPanel } from "./ThemeRevisionsPanel";
import { ThemeSaveBar } from "./ThemeSaveBar";
import { useThemeDraft } from "./theme-draft";
import { themeFormSchema } from "./theme-form-schema";
import { localProblems, serverProblems, THEME_FORM_ID } from "./theme-problems";
import { UnsavedThemeGuard } from "./UnsavedThemeGuard";

export interface ThemeEditorPageProps {
  /** The theme asked for; null when the server has none by that id (empty assets). */
  theme: Theme | null;
  themeID: ThemeID;
  /** Off in stories, whose router cannot block navigation. */
  guardUnsaved?: boolean;
  /** Stories draw a sample page instead of framing the site. */
  renderPreviewFrame?: (props: PreviewFrameProps) => ReactNode;
  previewPages?: readonly PreviewPage[];
}

const TAB_CLASS = (selected: boolean) =>
  cx(
    "border-b-2 px-3 py-2 text-sm font-semibold",
    selected ? "border-primary text-primary" : "border-transparent text-fg-muted hover:text-fg",
  );

export function ThemeEditorPage({
  theme,
  themeID,
  guardUnsaved = true,
  renderPreviewFrame,
  previewPages,
}: ThemeEditorPageProps) {
  const t = useT();
  const locale = useLocale();
  const draft = useThemeDraft(theme);
  const save = usePatchThemeMutation();
  const [search, setSearch] = useSearchParams();
  const tab: ThemeEditorTab = search.get("tab") === "revisions" ? "revisions" : "style";
  const readOnly = theme === null || theme.type === "shipped" || theme.dateDeleted !== null;

  const schema = useMemo(() => themeFormSchema(t), [t]);
  const results = useMemo(() => contrastResults(draft.variables), [draft.variables]);
  const failing = results.filter((result) => !result.passes);
  const invalid = useMemo(() => invalidColorPaths(draft.variables), [draft.variables]);
  const server = serverProblems(save.error);
  const problems = useMemo(
    () => [...localProblems(draft.variables, failing, t, locale), ...server.fields],
    [draft.variables, failing, t, locale, server.fields],
  );
  const css = useMemo(() => cssProperties(effectiveVariables(draft.variables)), [draft.variables]);
  const nameMissing = draft.name.trim() === "";

  function onSave() {
    if (nameMissing) return;
    save.mutate(
      { themeID, body: { name: draft.name.trim(), variables: draft.variables } },
      {
        onSuccess: (saved) => {
          draft.reset(saved);
          toast.success(t("{name} saved: a new revision.", { name: saved.name }));
        },
      },
    );
  }

  const title = theme ? theme.name : String(themeID);
  return (
    <div className="flex flex-col gap-6 px-6 py-8 lg:flex-row lg:items-start">
      {guardUnsaved ? <UnsavedThemeGuard dirty={draft.dirty && !readOnly} /> : null}
      <div className="flex w-full flex-col gap-4 lg:w-[26rem] lg:shrink-0">
        <div className="flex flex-col gap-1">
          <Link to={THEMES_PATH} className="text-sm text-primary underline-offset-2 hover:underline">
            {t("All themes")}
          </Link>
          <h1 className="text-2xl font-bold text-fg-heading">{t("Edit theme: {name}", { name: title })}</h1>
          {theme === null ? (
            <p className="text-sm text-fg-muted">{t("There is no such theme: its assets are empty.")}</p>
          ) : readOnly ? (
            <p className="text-sm text-fg-muted">
              {theme.type === "shipped"
                ? t("Shipped themes cannot be changed: create a theme from this one on the themes page.")
                : t("This theme is deleted: restore it on the themes page to change it.")}
            </p>
          ) : null}
        </div>
        <Tabs
          tabs={[
            { id: "style", label: t("Style") },
            { id: "revisions", label: t("Revisions") },
          ]}
          selected={tab}
          onSelect={(next) => setSearch(next === "style" ? {} : { tab: next }, { replace: true })}
          label={t("Theme editor")}
          listClassName="flex gap-1 border-b border-border"
          tabClassName={TAB_CLASS}
          panelClassName="flex flex-col gap-4"
          renderPanel={(id) =>
            id === "revisions" ? (
              <ThemeRevisionsPanel
                themeID={themeID}
                dirty={draft.dirty}
                readOnly={readOnly}
                onRestored={draft.reset}
              />
            ) : (
              <>
                <TextField
                  label={t("Name")}
                  value={draft.name}
                  disabled={readOnly}
                  required
                  maxLength={100}
                  errors={nameMissing ? [t("Give the theme a name.")] : server.name}
                  onChange={(event) => draft.setName(event.currentTarget.value)}
                />
                {readOnly ? null : (
                  <ThemeSaveBar
                    dirty={draft.dirty}
                    pending={save.isPending}
                    failingPairs={failing.length}
                    invalidColors={invalid.length}
                    nameMissing={nameMissing}
                    onSave={onSave}
                  />
                )}
                <FormAlert message={server.message} />
                <ContrastPanel results={results} />
                <SchemaForm
                  editorID={THEME_FORM_ID}
                  schema={schema}
                  value={draft.variables as JsonObject}
                  onChange={draft.change}
                  problems={problems}
                  disabled={readOnly}
                />
              </>
            )
          }
        />
      </div>
      <section aria-label={t("Live preview")} className="min-w-0 flex-1 lg:sticky lg:top-4">
        <ThemeLivePreview css={css} renderFrame={renderPreviewFrame} pages={previewPages} />
      </section>
    </div>
  );
}
