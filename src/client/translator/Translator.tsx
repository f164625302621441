// The content translator (spec 001 §4.9, §5, §6: site.manage): the source text of each property beside an input for
// the chosen target locale, pre-filled with the stored translations. Publishing sends the edits (updates and
// removals) and clears the form; switching locale or closing with edits asks first ('Unsaved Changes'). A locale
// with a machine translation service offers to fill in the empty inputs. Loaded lazily by TranslateButton.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../ui/Button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../ui/FormAlert";
import { type TranslateFn, useLocale, useT } from "../../ui/i18n/i18n-context";
import { InlineSpinner, Loader } from "../../ui/Loader";
import { Modal } from "../../ui/Modal";
import { INPUT_CLASSES } from "../../ui/TextField";
import { toast } from "../../ui/toast-store";
import { ApiError } from "../api/errors";
import { localeDisplayName } from "../api/locales";
import type { TranslationProperty } from "../api/translations";
import { TRANSLATION_SERVICE_NAMES } from "./service-names";
import { TranslationField } from "./TranslationField";
import { emptyProperties, shownValue } from "./translation-edits";
import { type TranslatorState, useTranslator } from "./use-translator";

export interface TranslatorProps {
  /** What to translate: properties of one record type (properties.ts builds them). */
  properties: readonly TranslationProperty[];
  /** The translations resource of the API; Quorum's is "site". */
  resource: string;
  /** The dialog's heading; "Translate" by default. */
  title?: string;
  isOpen: boolean;
  onClose(): void;
  /** A large centred dialog (default) or the whole screen. */
  variant?: "modal" | "fullscreen";
}

export function Translator(props: TranslatorProps) {
  // Closed, nothing of it stays: reopening starts from the stored translations.
  return props.isOpen ? <TranslatorDialog {...props} /> : null;
}

type Pending = { kind: "close" } | { kind: "locale"; localeKey: string };

function errorTitle(error: unknown, t: TranslateFn): string {
  // The server writes its messages in the page's language (the Quorum-Locale header).
  return error instanceof ApiError ? error.message : t("Something went wrong.");
}

function ErrorAlert({ error }: { error: unknown }) {
  const t = useT();
  return (
    <FormAlert
      message={error ? errorTitle(error, t) : null}
      description={error instanceof ApiError ? error.description : null}
    />
  );
}

function TranslatorDialog({ properties, resource, title, onClose, variant = "modal" }: TranslatorProps) {
  const t = useT();
  const pageLocale = useLocale();
  const formID = useId();
  const state = useTranslator({
    properties,
    resource,
    pageLocale,
    onPublished: () => toast.success(t("Success! Translations saved.")),
  });
  const [pending, setPending] = useState<Pending | null>(null);

  // Spec 001 §8: logged only, for whoever wired the translator up.
  useEffect(() => {
    if (state.status === "no-properties") console.warn("Translator: no properties provided.");
    if (state.status === "no-locales")
      console.warn("Translator: no locale configured; at least two enabled locales are needed.");
  }, [state.status]);

  function requestClose() {
    if (state.dirty) setPending({ kind: "close" });
    else onClose();
  }

  function requestLocale(localeKey: string) {
    if (localeKey === state.locale?.localeKey) return;
    if (state.dirty) setPending({ kind: "locale", localeKey });
    else state.chooseLocale(localeKey);
  }

  function confirm() {
    setPending(null);
    if (pending?.kind === "close") {
      state.discard();
      onClose();
    } else if (pending?.kind === "locale") state.chooseLocale(pending.localeKey);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void state.publish();
  }

  const ready = state.status === "ready" && state.locale !== undefined;
  return (
    <>
      {/* Before the translator: when both close at once, its modal is the last to give back the page's scroll. */}
      <ConfirmDialog
        open={pending !== null}
        title={t("Unsaved Changes")}
        confirmLabel={t("Continue")}
        cancelLabel={t("Cancel")}
        destructive
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {t(
          "You have unsaved changes and your work will be lost. Are you sure you want to continue without saving?",
        )}
      </ConfirmDialog>
      <Modal
        open
        onClose={requestClose}
        title={title ?? t("Translate")}
        size={variant === "fullscreen" ? "fullScreen" : "xl"}
        closeLabel={t("Close")}
        footer={
          ready ? <TranslatorFooter state={state} formID={formID} onCancel={requestClose} /> : undefined
        }
      >
        <TranslatorBody state={state} formID={formID} onLocale={requestLocale} onSubmit={submit} />
      </Modal>
    </>
  );
}

interface BodyProps {
  state: TranslatorState;
  formID: string;
  onLocale(localeKey: string): void;
  onSubmit(event: FormEvent): void;
}

function TranslatorBody({ state, formID, onLocale, onSubmit }: BodyProps) {
  const t = useT();
  switch (state.status) {
    case "no-properties":
      return <p className="text-sm text-fg-muted">{t("There is nothing to translate.")}</p>;
    case "mixed-record-types":
      return <FormAlert message={t("Only one record type at a time.")} />;
    case "loading":
      return <Loader label={t("Loading")} />;
    case "error":
      return <ErrorAlert error={state.loadError} />;
    case "no-locales":
      return (
        <p className="text-sm">
          {t("Translating needs at least two locales. Enable another locale to translate this content.")}
        </p>
      );
    case "ready":
      return <TranslatorForm state={state} formID={formID} onLocale={onLocale} onSubmit={onSubmit} />;
  }
}

function TranslatorForm({ state, formID, onLocale, onSubmit }: BodyProps) {
  const t = useT();
  const pageLocale = useLocale();
  const selectID = useId();
  const select = useRef<HTMLSelectElement>(null);
  // A dialog opened while loading holds focus itself: the first control takes it once it is there.
  useEffect(() => {
    const active = document.activeElement;
    if (active?.getAttribute("role") === "dialog" && select.current && active.contains(select.current))
      select.current.focus();
  }, []);
  const { locale, translations, save, machine } = state;
  if (!locale) return null;
  const busy = save.isPending || machine.isPending;
  const service = locale.translationService;
  const fillable = emptyProperties(state.properties, state.stored, state.edits).length > 0;
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-48 flex-col gap-1">
          <label htmlFor={selectID} className="text-sm font-semibold text-fg-heading">
            {t("Translate into")}
          </label>
          <select
            ref={select}
            id={selectID}
            value={locale.localeKey}
            disabled={busy}
            onChange={(event) => onLocale(event.target.value)}
            className={INPUT_CLASSES}
          >
            {state.targets.map((target) => (
              <option key={target.localeKey} value={target.localeKey}>
                {localeDisplayName(target, pageLocale)}
              </option>
            ))}
          </select>
        </div>
        {service ? (
          <Button onClick={() => void state.fill()} disabled={busy || !fillable || !translations.isSuccess}>
            {machine.isPending ? <InlineSpinner /> : null}
            {t("Fill in with {service}", { service: TRANSLATION_SERVICE_NAMES[service] })}
          </Button>
        ) : null}
      </div>
      <ErrorAlert error={save.error ?? machine.error} />
      {translations.isPending ? (
        <Loader label={t("Loading translations")} />
      ) : translations.isError ? (
        <ErrorAlert error={translations.error} />
      ) : (
        <form id={formID} onSubmit={onSubmit} noValidate>
          <div
            aria-hidden="true"
            className="hidden gap-x-4 border-b border-border pb-2 sm:grid sm:grid-cols-2"
          >
            <span className="text-xs font-semibold uppercase text-fg-muted">
              {state.source ? localeDisplayName(state.source, pageLocale) : t("English")}
            </span>
            <span className="text-xs font-semibold uppercase text-fg-muted">
              {localeDisplayName(locale, pageLocale)}
            </span>
          </div>
          <ul className="divide-y divide-border">
            {state.properties.map((property) => {
              const key = property.translationPropertyKey;
              return (
                <TranslationField
                  key={key}
                  property={property}
                  locale={locale}
                  value={shownValue(state.edits, state.stored, key)}
                  edited={key in state.edits}
                  disabled={busy}
                  onChange={(value) => state.setValue(key, value)}
                />
              );
            })}
          </ul>
        </form>
      )}
    </>
  );
}

function TranslatorFooter({
  state,
  formID,
  onCancel,
}: {
  state: TranslatorState;
  formID: string;
  onCancel(): void;
}) {
  const t = useT();
  const saving = state.save.isPending;
  return (
    <>
      <p role="status" className="mr-auto text-sm text-fg-muted">
        {state.dirty ? t("You have unsaved changes") : null}
      </p>
      <Button onClick={onCancel}>{t("Cancel")}</Button>
      <Button
        type="submit"
        form={formID}
        variant="primary"
        disabled={!state.dirty || saving || state.machine.isPending}
      >
        {saving ? (
          <>
            <InlineSpinner />
            {t("Saving…")}
          </>
        ) : (
          t("Save")
        )}
      </Button>
    </>
  );
}
