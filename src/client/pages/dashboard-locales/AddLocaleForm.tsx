// "Add a language": a locale key (de, pt-BR) the server checks and adds as a content language (POST /locales; a
// stored one is turned back on). Its field message shows under the input, any other failure above the button.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "../../../ui/FormAlert";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { SubmitButton } from "../../../ui/SubmitButton";
import { TextField } from "../../../ui/TextField";
import { toast } from "../../../ui/toast-store";
import { addLocale, localeDisplayName } from "../../api/locales";
import { failureMessages } from "../dashboard/field-messages";
import { storeLocale } from "./store-locale";

const FIELD = "localeKey";

export function AddLocaleForm() {
  const t = useT();
  const pageLocale = useLocale();
  const client = useQueryClient();
  const headingId = useId();
  const [localeKey, setLocaleKey] = useState("");
  const [missing, setMissing] = useState(false);
  const add = useMutation({
    mutationFn: addLocale,
    onSuccess: (saved) => {
      storeLocale(client, saved);
      setLocaleKey("");
      toast.success(t("{language} was added.", { language: localeDisplayName(saved, pageLocale) }));
    },
  });
  const failure = failureMessages(add.error, t);
  const fieldErrors = missing ? [t("Enter a locale key, such as de or pt-BR.")] : failure.fields[FIELD];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = localeKey.trim();
    setMissing(key === "");
    if (key === "") return;
    add.mutate({ localeKey: key });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-fg-heading">
        {t("Add a language")}
      </h2>
      <p className="text-sm text-fg-muted">
        {t("A language without an interface catalogue can still hold translated content.")}
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t("Locale key")}
          hint={t("A language tag, such as de or pt-BR.")}
          value={localeKey}
          required
          autoComplete="off"
          spellCheck={false}
          errors={fieldErrors}
          onChange={(event) => setLocaleKey(event.currentTarget.value)}
          className="sm:w-64"
        />
        {/* Lines the button up with the input, under the label. */}
        <SubmitButton pending={add.isPending} pendingLabel={t("Adding…")} className="sm:mt-7">
          {t("Add")}
        </SubmitButton>
      </form>
      <FormAlert message={fieldErrors ? null : failure.message} />
    </section>
  );
}
