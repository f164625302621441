// Response serialization: fast-json-stringify, as Fastify does by default, but each response schema is compiled
// once per process (compile-once.ts) instead of once per app, and only when its route first answers: compiling
// every route's schemas took about 2 s of each server start (the API suites start dozens of servers).

import fastJsonStringify, { type Schema } from "fast-json-stringify";
import type { FastifyServerOptions } from "fastify";
import { compileOnce } from "./compile-once";

type Serialize = (data: unknown) => string;
type SerializerCompiler = (route: { schema: Schema }) => Serialize;

const factories = new Map<string, SerializerCompiler>();

function responseSerializerFactory(
  externalSchemas: Record<string, Schema>,
  options: Record<string, unknown> = {},
): SerializerCompiler {
  return compileOnce(factories, [externalSchemas, options], () => {
    const compiled = new Map<string, Serialize>();
    const compile = (schema: Schema) =>
      compileOnce(compiled, schema, () => {
        // Like Fastify's default: a response schema that is itself a shared schema is not passed twice.
        const shared = { ...externalSchemas };
        const id = (schema as { $id?: unknown }).$id;
        if (typeof id === "string") delete shared[id];
        return fastJsonStringify(schema, { ...options, schema: shared });
      });
    return ({ schema }) => {
      let serialize: Serialize | undefined;
      return (data) => {
        serialize ??= compile(schema);
        return serialize(data);
      };
    };
  });
}

type SerializerFactory = NonNullable<
  NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]
>["buildSerializer"];

/** Fastify's serializer factory (schemaController.compilersFactory.buildSerializer) for every route. */
export const buildResponseSerializer = responseSerializerFactory as unknown as SerializerFactory;
