// Collections (docs/reference/curation.md#collections): the list, one collection with the records the viewer may
// see, the collections holding a given record, and (community.manage) which collections hold it, creating, editing
// (name, ordered records) and deleting collections. A write's audit entry id is answered in X-Audit-Log-Id.
import type { FastifyPluginAsync } from "fastify";
import type { CollectionByResourcePut } from "../../types/generated/api/collection-by-resource-put";
import type { CollectionByResourceQuery } from "../../types/generated/api/collection-by-resource-query";
import type { CollectionPatch } from "../../types/generated/api/collection-patch";
import type { CollectionPost } from "../../types/generated/api/collection-post";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { notFound } from "../http/errors";
import { errorResponses, listOf, ref } from "../http/schemas";
import { auditActorOf } from "../services/audit-log";
import { collectionsByResource, getCollection, listCollections } from "../services/collections";
import { createCollection, deleteCollection, updateCollection } from "../services/collections-admin";
import { putCollectionsByResource } from "../services/collections-write";
import { contextOf } from "./support";

export const collectionRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/collections",
    { schema: { response: { 200: listOf("collection"), ...errorResponses } } },
    (request) => listCollections(contextOf(request)),
  );

  app.get<{ Querystring: CollectionByResourceQuery }>(
    "/collections/by-resource",
    {
      schema: {
        querystring: ref("collection-by-resource-query"),
        response: { 200: listOf("collection"), ...errorResponses },
      },
    },
    (request) => collectionsByResource(contextOf(request), request.query),
  );

  app.put<{ Body: CollectionByResourcePut }>(
    "/collections/by-resource",
    {
      schema: {
        body: ref("collection-by-resource-put"),
        response: { 200: listOf("collection"), ...errorResponses },
      },
    },
    (request) => putCollectionsByResource(contextOf(request), auditActorOf(request), request.body),
  );

  app.get<{ Params: RecordIDParams }>(
    "/collections/:id",
    {
      schema: {
        params: ref("record-id-params"),
        response: { 200: ref("collection"), ...errorResponses },
      },
    },
    async (request) => {
      const collection = await getCollection(contextOf(request), request.params.id);
      if (!collection) throw notFound("Collection");
      return collection;
    },
  );

  app.post<{ Body: CollectionPost }>(
    "/collections",
    { schema: { body: ref("collection-post"), response: { 201: ref("collection"), ...errorResponses } } },
    async (request, reply) => {
      const { collection, auditLogID } = await createCollection(
        contextOf(request),
        auditActorOf(request),
        request.body,
      );
      return reply.header("x-audit-log-id", String(auditLogID)).code(201).send(collection);
    },
  );

  app.patch<{ Params: RecordIDParams; Body: CollectionPatch }>(
    "/collections/:id",
    {
      schema: {
        params: ref("record-id-params"),
        body: ref("collection-patch"),
        response: { 200: ref("collection"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { collection, auditLogID } = await updateCollection(
        contextOf(request),
        auditActorOf(request),
        request.params.id,
        request.body,
      );
      return reply.header("x-audit-log-id", String(auditLogID)).send(collection);
    },
  );

  app.delete<{ Params: RecordIDParams }>(
    "/collections/:id",
    { schema: { params: ref("record-id-params"), response: errorResponses } },
    async (request, reply) => {
      const auditLogID = await deleteCollection(contextOf(request), auditActorOf(request), request.params.id);
      return reply.header("x-audit-log-id", String(auditLogID)).code(204).send();
    },
  );
};
