// The curation API's schemas (routes/collections.ts, routes/tags.ts, docs/reference/curation.md): writing
// collections, a discussion's tags and the tag administration, for http/schemas.ts to register with the others.
import collectionPatch from "../../../schemas/api/collection-patch.schema.json";
import collectionPost from "../../../schemas/api/collection-post.schema.json";
import collectionRecordRef from "../../../schemas/api/collection-record-ref.schema.json";
import discussionTagsPut from "../../../schemas/api/discussion-tags-put.schema.json";
import tagMerge from "../../../schemas/api/tag-merge.schema.json";
import tagPatch from "../../../schemas/api/tag-patch.schema.json";
import tagPost from "../../../schemas/api/tag-post.schema.json";

export const curationSchemas = [
  collectionRecordRef,
  collectionPost,
  collectionPatch,
  discussionTagsPut,
  tagPost,
  tagPatch,
  tagMerge,
];
