// Integrations and their attachments (docs/reference/integrations.md#api): GET /api/v2/attachments/catalog (the
// integrations that are on, with what the viewer may escalate), GET /attachments/schema (one integration's form for
// a post), POST /attachments (escalate) and POST /attachments/refresh. Attachments show on the post page through its
// hydrated layout, so writing them refreshes the hydrated layouts.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Attachment } from "../../types/generated/api/attachment";
import type { AttachmentSchemaQuery } from "../../types/generated/api/attachment-schema-query";
import type { IntegrationCatalog } from "../../types/generated/api/integration-catalog";
import type { IntegrationCatalogItem } from "../../types/generated/api/integration-catalog-item";
import type { IntegrationFormSchema } from "../../types/generated/api/integration-form-schema";
import { apiRequest } from "./http";
import { hydratedLayoutKeys } from "./layouts/keys";

export type { Attachment, IntegrationCatalog, IntegrationCatalogItem, IntegrationFormSchema };

export const attachmentKeys = {
  all: ["attachments"] as const,
  catalog: () => [...attachmentKeys.all, "catalog"] as const,
  schema: (query: AttachmentSchemaQuery) =>
    [...attachmentKeys.all, "schema", query.attachmentType, query.recordType, query.recordID] as const,
};

export function integrationCatalogQuery() {
  return queryOptions({
    queryKey: attachmentKeys.catalog(),
    queryFn: ({ signal }) => apiRequest<IntegrationCatalog>("/attachments/catalog", { signal }),
    // Settings change rarely; a page keeps the catalogue it read.
    staleTime: 5 * 60 * 1000,
  });
}

/** The integrations the viewer may escalate with (scope all or own); none for guests, who are not asked. */
export function useWritableIntegrations(enabled: boolean): IntegrationCatalogItem[] {
  const { data } = useQuery({ ...integrationCatalogQuery(), enabled });
  return Object.values(data ?? {}).flatMap((item) =>
    item && item.writeableContentScope !== "none" ? [item] : [],
  );
}

export function attachmentFormSchemaQuery(query: AttachmentSchemaQuery) {
  return queryOptions({
    queryKey: attachmentKeys.schema(query),
    queryFn: ({ signal }) =>
      apiRequest<IntegrationFormSchema>("/attachments/schema", {
        query: [
          ["attachmentType", query.attachmentType],
          ["recordType", query.recordType],
          ["recordID", query.recordID],
        ],
        signal,
      }),
    // The defaults come from the post as it is now.
    staleTime: 0,
    retry: false,
  });
}

export function useAttachmentFormSchema(query: AttachmentSchemaQuery) {
  return useQuery(attachmentFormSchemaQuery(query));
}

export function createAttachment(query: AttachmentSchemaQuery, form: Record<string, string>) {
  return apiRequest<Attachment>("/attachments", { method: "POST", body: { ...form, ...query } });
}

export function refreshAttachments(attachmentIDs: number[], onlyStale = false) {
  return apiRequest<Attachment[]>("/attachments/refresh", {
    method: "POST",
    body: { attachmentIDs, onlyStale },
  });
}

/** Escalates a post; the post page's layout is read again, so the new attachment shows. */
export function useCreateAttachmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ query, form }: { query: AttachmentSchemaQuery; form: Record<string, string> }) =>
      createAttachment(query, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hydratedLayoutKeys.all }),
  });
}

/** Reads attachments again from their systems; the post page's layout is read again to show what changed. */
export function useRefreshAttachmentsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentIDs: number[]) => refreshAttachments(attachmentIDs),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hydratedLayoutKeys.all }),
  });
}
