// The article editor's own call (routes/article-preview.ts: POST /articles/preview), for http/schemas.ts to register
// with the others.
import articlePreview from "../../../schemas/api/article-preview.schema.json";
import articlePreviewPost from "../../../schemas/api/article-preview-post.schema.json";

export const knowledgeEditorSchemas = [articlePreview, articlePreviewPost];
