// The JSON body parser: Fastify's own (secure-json-parse, which refuses __proto__ and constructor poisoning), after a
// linear scan that refuses bodies nesting arrays and objects deeper than MAX_JSON_DEPTH. Every later walk of a body
// (the NUL check, ajv's recursive layout schemas, services) may then recurse without overflowing the stack: a body
// of 200 000 "[" used to end in a 500. The deepest layout document nests 8 levels.
import type { FastifyInstance } from "fastify";
import { ApiError } from "./errors";

export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether a JSON text nests arrays and objects more than `limit` levels deep; iterative, so any length is safe.
 * Brackets inside strings do not count. Malformed text may be misjudged, but JSON.parse refuses it anyway.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(code)) {
      depth--;
    }
  }
  return false;
}

function tooDeep(): ApiError {
  const error = new ApiError(400, "The JSON body is nested too deeply.", {
    description: "Arrays and objects may nest at most {depth} levels.",
    values: { depth: MAX_JSON_DEPTH },
  });
  // Outside the API scope Fastify's default error handler reads statusCode.
  return Object.assign(error, { statusCode: 400 });
}

/** Replaces the application/json parser of this instance and everything registered in it afterwards. */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
