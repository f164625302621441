// PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one would fail deep in a query with a
// 500. Every API request's body, query and path parameters are checked first, and such input answers 400 naming
// the field, whatever the route.
import type { FastifyInstance } from "fastify";
import { fieldErrors } from "./errors";

/** The dotted path of the first string (or key) holding U+0000, or null; iterative, so any depth is safe. */
export function nulCharacterPath(value: unknown, path = ""): string | null {
  // Depth-first, in document order: the stack holds what is left to visit, last first.
  const stack: Array<[unknown, string]> = [[value, path]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, at] = next;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return at || "value";
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) stack.push([item[index], `${at}[${index}]`]);
    } else if (typeof item === "object" && item !== null && !Buffer.isBuffer(item)) {
      const entries = Object.entries(item);
      for (const [key] of entries) if (key.includes("\u0000")) return at ? `${at}.${key}` : key;
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        stack.push([child, at ? `${at}.${key}` : key]);
      }
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
      {
        field,
        code: "invalidCharacter",
        message: "{field} may not contain the NUL character (U+0000).",
        values: { field },
      },
    ]);
  });
}
