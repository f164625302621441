// PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one would fail deep in a query with a
// 500. Every API request's body, query and path parameters are checked first, and such input answers 400 naming
// the field, whatever the route.
import type { FastifyInstance } from "fastify";
import { fieldErrors } from "./errors";

/** The dotted path of the first string holding U+0000, or null. */
export function nulCharacterPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "value" : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return path ? `${path}.${key}` : key;
      const found = nulCharacterPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const field =
      nulCharacterPath(request.params) ?? nulCharacterPath(request.query) ?? nulCharacterPath(request.body);
    if (field === null) return;
    throw fieldErrors(400, [
      { field, code: "invalidCharacter", message: `${field} may not contain the NUL character (U+0000).` },
    ]);
  });
}
