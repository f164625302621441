// The integrations API's schemas (routes/attachments.ts, docs/reference/integrations.md#api), for http/schemas.ts to
// register with the others.
import attachment from "../../../schemas/api/attachment.schema.json";
import attachmentPost from "../../../schemas/api/attachment-post.schema.json";
import attachmentRefresh from "../../../schemas/api/attachment-refresh.schema.json";
import attachmentSchemaQuery from "../../../schemas/api/attachment-schema-query.schema.json";
import integrationCatalog from "../../../schemas/api/integration-catalog.schema.json";
import integrationCatalogItem from "../../../schemas/api/integration-catalog-item.schema.json";
import integrationFormSchema from "../../../schemas/api/integration-form-schema.schema.json";

export const integrationSchemas = [
  attachment,
  attachmentPost,
  attachmentRefresh,
  attachmentSchemaQuery,
  integrationCatalog,
  integrationCatalogItem,
  integrationFormSchema,
];
