// Escalating a post with an integration, from the discussion options
// (docs/reference/integrations.md#the-escalation-dialog): the integration's form for this post (GET
// /attachments/schema, defaults from the post), posted to POST /attachments; on success the catalogue's
// postSuccessMessage is shown and the post page's layout is read again, so the new attachment appears. A refusal
// keeps the dialog open with the error, and field errors under their fields. Loaded only when the option is chosen.
import { useState } from "react";
import type { AttachmentSchemaQuery } from "../../types/generated/api/attachment-schema-query";
import type { IntegrationCatalogItem } from "../../types/generated/api/integration-catalog-item";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { toast } from "../../ui/toast-store";
import { useAttachmentFormSchema, useCreateAttachmentMutation } from "../api/attachments";
import type { FieldErrors } from "../api/error-response";
import { ApiError, errorMessage } from "../api/errors";
import { OptionDialog } from "../moderation/OptionDialog";
import { defaultValues, type FormValues, IntegrationFormFields, isComplete } from "./IntegrationFormFields";

export interface EscalateDialogProps {
  integration: IntegrationCatalogItem;
  record: Omit<AttachmentSchemaQuery, "attachmentType">;
  onClose(): void;
}

export function EscalateDialog({ integration, record, onClose }: EscalateDialogProps) {
  const t = useT();
  const query = { attachmentType: integration.attachmentType, ...record };
  const schema = useAttachmentFormSchema(query);
  const creating = useCreateAttachmentMutation();
  const [edited, setEdited] = useState<FormValues | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const values = edited ?? (schema.data ? defaultValues(schema.data) : {});

  const change = (name: string, value: string) => {
    setEdited({ ...values, [name]: value });
    setFieldErrors((errors) => ({ ...errors, [name]: undefined }));
  };

  const submit = async () => {
    try {
      await creating.mutateAsync({ query, form: values });
    } catch (error) {
      if (error instanceof ApiError && error.errors) setFieldErrors(error.errors);
      throw error;
    }
    toast.success(integration.postSuccessMessage);
    onClose();
  };

  return (
    <OptionDialog
      open
      title={schema.data?.title ?? integration.title}
      submitLabel={integration.submitButton}
      pendingLabel={t("Sending…")}
      canSubmit={!!schema.data && isComplete(schema.data, values)}
      onSubmit={submit}
      onClose={onClose}
    >
      {schema.data ? (
        <IntegrationFormFields schema={schema.data} values={values} errors={fieldErrors} onChange={change} />
      ) : schema.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(schema.error)}
        </p>
      ) : (
        <Loader label={t("Loading the form")} />
      )}
    </OptionDialog>
  );
}
