// GET /attachments/catalog and GET /attachments/schema (docs/reference/integrations.md#api): the integrations that
// are on, each with what this viewer may escalate with it, and one integration's form for one post.
import type { IntegrationCatalogItem } from "../../../types/generated/api/integration-catalog-item";
import type { IntegrationFormSchema } from "../../../types/generated/api/integration-form-schema";
import { ApiError, fieldErrors, signInRequired, type Translate } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";
import { formSchemaFor } from "./form-schema";
import { loadPostRecord } from "./post-record";
import { loadIntegrations } from "./registry";
import type { AttachmentRecordType, ConfiguredIntegration } from "./types";
import { assertMayEscalate, writeScopeOf } from "./write-scope";

export async function integrationCatalog(
  ctx: ServiceContext,
  t: Translate,
): Promise<Record<string, IntegrationCatalogItem>> {
  const catalog: Record<string, IntegrationCatalogItem> = {};
  for (const [attachmentType, integration] of await loadIntegrations(ctx.db)) {
    catalog[attachmentType] = {
      attachmentType,
      ...integration.describe(t),
      writeableContentScope: writeScopeOf(ctx.viewer, integration),
      recordTypes: [...integration.recordTypes],
    };
  }
  return catalog;
}

/** The integration of a type that is on and set up; 404 for one that is off, not set up or unknown. */
export async function requireIntegration(
  ctx: ServiceContext,
  attachmentType: string,
): Promise<ConfiguredIntegration> {
  const integration = (await loadIntegrations(ctx.db)).get(attachmentType);
  if (!integration) {
    throw new ApiError(404, "This integration is not available.", {
      description: "It does not exist, or it is turned off or not set up.",
    });
  }
  return integration;
}

/** 400 when the integration does not take this kind of post. */
export function assertTakesRecordType(
  integration: ConfiguredIntegration,
  recordType: AttachmentRecordType,
): void {
  if (integration.recordTypes.includes(recordType)) return;
  throw fieldErrors(400, [
    {
      field: "recordType",
      code: "enum",
      message: "{field} must be one of: {allowed}.",
      values: { field: "recordType", allowed: integration.recordTypes.join(", ") },
    },
  ]);
}

export interface PostReference {
  attachmentType: string;
  recordType: AttachmentRecordType;
  recordID: number;
}

/** The escalation form of an integration for a post the viewer may escalate with it. */
export async function attachmentFormSchema(
  ctx: ServiceContext,
  reference: PostReference,
  options: { publicUrl: string; t: Translate },
): Promise<IntegrationFormSchema> {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  const integration = await requireIntegration(ctx, reference.attachmentType);
  assertTakesRecordType(integration, reference.recordType);
  const post = await loadPostRecord(
    ctx.db,
    ctx.viewer,
    reference.recordType,
    reference.recordID,
    options.publicUrl,
  );
  assertMayEscalate(ctx.viewer, integration, post);
  return formSchemaFor(integration, post, options.t);
}
