// One machine translation service: its name, whether it is set up (and LibreTranslate's address), and a form for
// its key and address. The key is write-only: the input never shows the stored one (a placeholder says one is
// saved), and an empty input keeps it. Save sends PUT /translation-services/{type}; the server tries the service
// first and answers 422 with the provider's problem, shown here. Remove key sends {apiKey: null}.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "../../../ui/Badge";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { SubmitButton } from "../../../ui/SubmitButton";
import { TextField } from "../../../ui/TextField";
import { toast } from "../../../ui/toast-store";
import {
  putTranslationService,
  storeTranslationService,
  type TranslationService,
  type TranslationServicePut,
} from "../../api/translation-services";
import { failureMessages } from "../dashboard/field-messages";

export function ServiceCard({ service }: { service: TranslationService }) {
  const t = useT();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: TranslationServicePut) => putTranslationService(service.type, body),
    onSuccess: (saved, body) => {
      storeTranslationService(client, saved);
      toast.success(
        body.apiKey === null
          ? t("The key of {service} was removed.", { service: saved.name })
          : t("{service} saved.", { service: saved.name }),
      );
    },
  });
  const pending = save.isPending ? (save.variables?.apiKey === null ? "remove" : "save") : null;
  return <ServiceForm service={service} pending={pending} error={save.error} onSave={save.mutateAsync} />;
}

export interface ServiceFormProps {
  service: TranslationService;
  /** Which request is on its way, if any. */
  pending: "save" | "remove" | null;
  /** The last save's failure (an ApiError: its message and field errors). */
  error: unknown;
  /** Resolves to the saved service; a rejection is shown through `error`. */
  onSave(body: TranslationServicePut): Promise<TranslationService>;
}

type Missing = "apiKey" | "url" | null;

export function ServiceForm({ service, pending, error, onSave }: ServiceFormProps) {
  const t = useT();
  const headingId = useId();
  const isLibre = service.type === "libretranslate";
  const [apiKey, setApiKey] = useState("");
  const [url, setUrl] = useState(service.url ?? "");
  const [missing, setMissing] = useState<Missing>(null);
  const failure = failureMessages(error, t);
  const keyErrors = missing === "apiKey" ? [t("Enter an API key.")] : failure.fields.apiKey;
  const urlErrors = missing === "url" ? [t("Enter the address of your server.")] : failure.fields.url;

  const send = (body: TranslationServicePut) => {
    onSave(body).then(
      (saved) => {
        setApiKey("");
        setUrl(saved.url ?? "");
      },
      // The failure is shown through `error`.
      () => undefined,
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = url.trim();
    const next: Missing =
      isLibre && address === ""
        ? "url"
        : !isLibre && !service.isConfigured && apiKey === ""
          ? "apiKey"
          : null;
    setMissing(next);
    if (next) return;
    send({ url: address === "" ? null : address, ...(apiKey === "" ? {} : { apiKey }) });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-box border border-border p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-fg-heading">
          {service.name}
        </h2>
        <Badge tone={service.isConfigured ? "success" : "muted"}>
          {service.isConfigured ? t("Set up") : t("Not set up")}
        </Badge>
      </div>
      {isLibre && service.url ? (
        <p className="text-sm break-all text-fg-muted">{t("Server: {url}", { url: service.url })}</p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          type="password"
          label={t("API key")}
          hint={isLibre ? t("Only if your server asks for one.") : undefined}
          placeholder={service.isConfigured ? t("Saved — type to replace") : undefined}
          value={apiKey}
          required={!isLibre && !service.isConfigured}
          // Not the administrator's own password: browsers must not fill it in.
          autoComplete="new-password"
          spellCheck={false}
          errors={keyErrors}
          onChange={(event) => setApiKey(event.currentTarget.value)}
        />
        <TextField
          type="url"
          label={isLibre ? t("Server address") : t("Custom endpoint (optional)")}
          hint={
            isLibre
              ? t("Such as https://translate.example.com.")
              : t("Leave empty to use the service's own address.")
          }
          value={url}
          required={isLibre}
          autoComplete="off"
          spellCheck={false}
          errors={urlErrors}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <FormAlert message={keyErrors || urlErrors ? null : failure.message} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={pending === "save"} pendingLabel={t("Saving…")}>
            {t("Save")}
          </SubmitButton>
          {service.isConfigured ? (
            <Button disabled={pending !== null} onClick={() => send({ apiKey: null })}>
              {pending === "remove" ? t("Removing…") : t("Remove key")}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
