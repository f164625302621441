// Collections: the list, one collection with the records the viewer may see, the collections holding a given
// record, and (community.manage) which collections hold it.
import type { FastifyPluginAsync } from "fastify";
import type { CollectionByResourcePut } from "../../types/generated/api/collection-by-resource-put";
import type { CollectionByResourceQuery } from "../../types/generated/api/collection-by-resource-query";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { notFound } from "../http/errors";
import { errorResponses, listOf, ref } from "../http/schemas";
import { auditActorOf } from "../services/audit-log";
import { collectionsByResource, getCollection, listCollections } from "../services/collections";
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
};
