// @vitest-environment node
// The search factories (tests/factories/search.ts): deterministic, and shaped as the search API's schemas say
// (search-result, search-summary, search-suggestion), with the query's words marked in the excerpts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import {
  highlightExcerpt,
  makeCommentSearchResult,
  makeSearchResult,
  makeSearchResults,
  makeSearchSuggestions,
  makeSearchSummary,
} from "../factories";

const apiDir = path.resolve(import.meta.dirname, "../../schemas/api");
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
for (const file of readdirSync(apiDir).filter((name) => name.endsWith(".schema.json"))) {
  ajv.addSchema(JSON.parse(readFileSync(path.join(apiDir, file), "utf8")));
}

function schemaErrors(schemaFile: string, value: unknown): unknown[] {
  const validate = ajv.getSchema(`https://quorum.local/schemas/api/${schemaFile}`);
  if (!validate) throw new Error(`No schema ${schemaFile}`);
  return validate(value) ? [] : (validate.errors ?? []);
}

describe("search factories", () => {
  it("make the same records on every call, valid against the API schemas", () => {
    const results = [...makeSearchResults(5, { query: "webhooks" }), makeCommentSearchResult(40, 3)];
    expect(makeSearchResults(5, { query: "webhooks" })).toEqual(results.slice(0, 5));
    expect(makeSearchResult({ recordID: 2 }, { query: "webhooks" })).toEqual(results[1]);
    for (const result of results) expect(schemaErrors("search-result.schema.json", result)).toEqual([]);
    expect(schemaErrors("search-summary.schema.json", makeSearchSummary())).toEqual([]);
    for (const suggestion of makeSearchSuggestions("web")) {
      expect(schemaErrors("search-suggestion.schema.json", suggestion)).toEqual([]);
    }
  });

  it("mark the query's words in an escaped excerpt", () => {
    expect(highlightExcerpt("Retry <b>webhooks</b> after a Webhook timeout", "webhook")).toBe(
      "Retry &lt;b&gt;<mark>webhook</mark>s&lt;/b&gt; after a <mark>Webhook</mark> timeout",
    );
    expect(highlightExcerpt("a & b", "")).toBe("a &amp; b");
  });
});
