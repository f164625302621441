// The API's JSON Schemas (schemas/api/), registered once with Fastify so routes and responses share them by $id.
import type { FastifyInstance } from "fastify";
import authenticatePassword from "../../../schemas/api/authenticate-password.schema.json";
import breadcrumb from "../../../schemas/api/breadcrumb.schema.json";
import category from "../../../schemas/api/category.schema.json";
import categoryGetQuery from "../../../schemas/api/category-get-query.schema.json";
import categoryListQuery from "../../../schemas/api/category-list-query.schema.json";
import categoryParams from "../../../schemas/api/category-params.schema.json";
import categoryPreferences from "../../../schemas/api/category-preferences.schema.json";
import categoryPreferencesParams from "../../../schemas/api/category-preferences-params.schema.json";
import categoryPreferencesPatch from "../../../schemas/api/category-preferences-patch.schema.json";
import collection from "../../../schemas/api/collection.schema.json";
import collectionByResourceQuery from "../../../schemas/api/collection-by-resource-query.schema.json";
import comment from "../../../schemas/api/comment.schema.json";
import commentListQuery from "../../../schemas/api/comment-list-query.schema.json";
import configPatch from "../../../schemas/api/config-patch.schema.json";
import configQuery from "../../../schemas/api/config-query.schema.json";
import currentUser from "../../../schemas/api/current-user.schema.json";
import discussion from "../../../schemas/api/discussion.schema.json";
import discussionGetQuery from "../../../schemas/api/discussion-get-query.schema.json";
import discussionListQuery from "../../../schemas/api/discussion-list-query.schema.json";
import errorBody from "../../../schemas/api/error-body.schema.json";
import fieldError from "../../../schemas/api/field-error.schema.json";
import permissions from "../../../schemas/api/permissions.schema.json";
import recordIdParams from "../../../schemas/api/record-id-params.schema.json";
import siteConfig from "../../../schemas/api/site-config.schema.json";
import tag from "../../../schemas/api/tag.schema.json";
import tagListQuery from "../../../schemas/api/tag-list-query.schema.json";
import user from "../../../schemas/api/user.schema.json";
import userFragment from "../../../schemas/api/user-fragment.schema.json";
import userPermissionsParams from "../../../schemas/api/user-permissions-params.schema.json";
import userPermissionsQuery from "../../../schemas/api/user-permissions-query.schema.json";
import userRegister from "../../../schemas/api/user-register.schema.json";

const apiSchemas = [
  authenticatePassword,
  breadcrumb,
  category,
  categoryGetQuery,
  categoryListQuery,
  categoryParams,
  categoryPreferences,
  categoryPreferencesParams,
  categoryPreferencesPatch,
  collection,
  collectionByResourceQuery,
  comment,
  commentListQuery,
  configPatch,
  configQuery,
  currentUser,
  discussion,
  discussionGetQuery,
  discussionListQuery,
  errorBody,
  fieldError,
  permissions,
  recordIdParams,
  siteConfig,
  tag,
  tagListQuery,
  user,
  userFragment,
  userPermissionsParams,
  userPermissionsQuery,
  userRegister,
];

const API_SCHEMA_BASE = "https://quorum.local/schemas/api/";

/**
 * A copy of the schema whose relative $refs ("user-fragment.schema.json") are made absolute against its $id.
 * The files keep relative refs for the type generator; Fastify's serializer does not resolve them inside anyOf.
 */
export function absoluteRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => absoluteRefs(item, base));
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === "$ref" && typeof value === "string" && !value.startsWith("#")
        ? [key, new URL(value, base).href]
        : [key, absoluteRefs(value, base)],
    ),
  );
}

export function addApiSchemas(app: FastifyInstance): void {
  for (const schema of apiSchemas) app.addSchema(absoluteRefs(schema, schema.$id));
}

/** A reference to schemas/api/<name>.schema.json, for route schemas. */
export function ref(name: string): { $ref: string } {
  return { $ref: `${API_SCHEMA_BASE}${name}.schema.json#` };
}

export function listOf(name: string): { type: "array"; items: { $ref: string } } {
  return { type: "array", items: ref(name) };
}

/** Error responses documented for every route; the error handler shapes them. */
export const errorResponses = {
  "4xx": ref("error-body"),
  "5xx": ref("error-body"),
};
