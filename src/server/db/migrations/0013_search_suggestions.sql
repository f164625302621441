-- The search bar's autocomplete (services/search/suggestions.ts, docs/reference/search.md#cost) matches discussion
-- titles by word prefix: this index holds the title words alone (the stored vector mixes in the body, so it cannot
-- tell a title word from a body word), the same text the title part of "searchVector" is built from.
CREATE INDEX "discussions_title_search" ON "discussions" USING gin (to_tsvector("searchConfig", quorum_search_text("name", 1000)));
--> statement-breakpoint
-- Members by the beginning of their name, in any collation (the trigram index needs three letters).
CREATE INDEX "users_name_prefix" ON "users" USING btree (lower("name") text_pattern_ops);
