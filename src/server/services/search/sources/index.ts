// The record types search knows, one module each. A new record type is one more module implementing SearchSource,
// added here; a type without a module answers no hits and counts 0.
import type { SearchRecordType, SearchSource } from "../types";
import { articleSource } from "./articles";
import { categorySource } from "./categories";
import { commentSource } from "./comments";
import { discussionSource } from "./discussions";
import { groupSource } from "./groups";
import { placeSource } from "./places";
import { userSource } from "./users";

export const SEARCH_SOURCES: ReadonlyMap<SearchRecordType, SearchSource> = new Map(
  [discussionSource, commentSource, categorySource, userSource, placeSource, articleSource, groupSource].map(
    (source) => [source.recordType, source],
  ),
);
