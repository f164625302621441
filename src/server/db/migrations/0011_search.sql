-- Full-text search (docs/reference/search.md). Every searchable row carries its own tsvector ("searchVector"), kept
-- in step with its source by BEFORE triggers, so a write and its index entry land in the same transaction. Posts and
-- categories also carry the text search configuration their vector was built with ("searchConfig"): the locale of
-- the site section the category belongs to (the section whose root category is the nearest ancestor; the default
-- section, English, otherwise). Queries need it to build the matching tsquery per configuration.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "searchConfig" regconfig DEFAULT 'pg_catalog.english'::regconfig NOT NULL;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "searchVector" tsvector;
--> statement-breakpoint
ALTER TABLE "discussions" ADD COLUMN "searchConfig" regconfig DEFAULT 'pg_catalog.english'::regconfig NOT NULL;
--> statement-breakpoint
ALTER TABLE "discussions" ADD COLUMN "searchVector" tsvector;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "searchConfig" regconfig DEFAULT 'pg_catalog.english'::regconfig NOT NULL;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "searchVector" tsvector;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "searchVector" tsvector;
--> statement-breakpoint
-- A locale's configuration: English and French stem, anything else is matched word for word. The same mapping is
-- configForLocale() in src/server/services/search/text-query.ts.
CREATE FUNCTION quorum_search_config(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE lower(split_part(replace(coalesce(locale, ''), '-', '_'), '_', 1))
    WHEN 'en' THEN 'pg_catalog.english'::regconfig
    WHEN 'fr' THEN 'pg_catalog.french'::regconfig
    ELSE 'pg_catalog.simple'::regconfig
  END
$$;
--> statement-breakpoint
-- A body as text to index: tags removed first, because the parser skips everything after an unclosed <style> or
-- <script> (and inside what it takes for a tag), and the excerpts read the same text (services/search/excerpt.ts).
CREATE FUNCTION quorum_search_text(body text, max_chars integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(left(coalesce(body, ''), max_chars), '<[^>]*>', ' ', 'g')
$$;
--> statement-breakpoint
-- A category's configuration, from the category itself up through its ancestors: the first one a site section is
-- rooted at gives its locale. Takes the parent as an argument because a new row is not in the table yet.
CREATE FUNCTION quorum_category_search_config(category_id integer, parent_id integer) RETURNS regconfig
LANGUAGE sql AS $$
  WITH RECURSIVE chain ("categoryID", "parentCategoryID", up) AS (
    SELECT category_id, parent_id, 0
    UNION ALL
    SELECT c."categoryID", c."parentCategoryID", chain.up + 1
      FROM "categories" c JOIN chain ON c."categoryID" = chain."parentCategoryID"
     WHERE chain.up < 100
  )
  SELECT coalesce(
    (SELECT quorum_search_config(s."locale")
       FROM chain JOIN "site_sections" s ON s."rootCategoryID" = chain."categoryID"
      ORDER BY chain.up, s."siteSectionID"
      LIMIT 1),
    quorum_search_config('en'))
$$;
--> statement-breakpoint
CREATE FUNCTION quorum_search_category_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchConfig" := quorum_category_search_config(NEW."categoryID", NEW."parentCategoryID");
  NEW."searchVector" := setweight(to_tsvector(NEW."searchConfig", coalesce(NEW."name", '')), 'A')
    || setweight(to_tsvector(NEW."searchConfig", quorum_search_text(NEW."description", 10000)), 'B');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION quorum_search_discussion_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchConfig" := coalesce(
    (SELECT c."searchConfig" FROM "categories" c WHERE c."categoryID" = NEW."categoryID"),
    quorum_search_config('en'));
  NEW."searchVector" := setweight(to_tsvector(NEW."searchConfig", quorum_search_text(NEW."name", 1000)), 'A')
    || setweight(to_tsvector(NEW."searchConfig", quorum_search_text(NEW."body", 100000)), 'B');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION quorum_search_comment_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchConfig" := coalesce(
    (SELECT d."searchConfig" FROM "discussions" d WHERE d."discussionID" = NEW."discussionID"),
    quorum_search_config('en'));
  NEW."searchVector" := setweight(to_tsvector(NEW."searchConfig", quorum_search_text(NEW."body", 100000)), 'B');
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Member names are matched word for word (no stemming): "simple".
CREATE FUNCTION quorum_search_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" := setweight(to_tsvector('pg_catalog.simple', coalesce(NEW."name", '')), 'A');
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A discussion whose configuration changed (moved to another section's tree) re-indexes its comments.
CREATE FUNCTION quorum_search_discussion_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "comments" SET "searchConfig" = NEW."searchConfig" WHERE "discussionID" = NEW."discussionID";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- After a site section or a category's parent changed: every category whose configuration changed is re-indexed,
-- then the discussions of those categories (their comments follow through the trigger above). Rare admin changes.
CREATE FUNCTION quorum_search_refresh_configs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "categories" c
     SET "searchConfig" = x.config,
         "searchVector" = setweight(to_tsvector(x.config, coalesce(c."name", '')), 'A')
           || setweight(to_tsvector(x.config, quorum_search_text(c."description", 10000)), 'B')
    FROM (SELECT "categoryID", quorum_category_search_config("categoryID", "parentCategoryID") AS config
            FROM "categories") x
   WHERE x."categoryID" = c."categoryID" AND c."searchConfig" <> x.config;
  UPDATE "discussions" d SET "searchConfig" = c."searchConfig"
    FROM "categories" c
   WHERE c."categoryID" = d."categoryID" AND d."searchConfig" <> c."searchConfig";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "categories_search" BEFORE INSERT OR UPDATE OF "name", "description", "parentCategoryID"
  ON "categories" FOR EACH ROW EXECUTE FUNCTION quorum_search_category_row();
--> statement-breakpoint
CREATE TRIGGER "categories_search_moved" AFTER UPDATE OF "parentCategoryID"
  ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION quorum_search_refresh_configs();
--> statement-breakpoint
CREATE TRIGGER "site_sections_search" AFTER INSERT OR UPDATE OR DELETE
  ON "site_sections" FOR EACH STATEMENT EXECUTE FUNCTION quorum_search_refresh_configs();
--> statement-breakpoint
CREATE TRIGGER "discussions_search" BEFORE INSERT OR UPDATE OF "name", "body", "categoryID", "searchConfig"
  ON "discussions" FOR EACH ROW EXECUTE FUNCTION quorum_search_discussion_row();
--> statement-breakpoint
CREATE TRIGGER "discussions_search_comments" AFTER UPDATE OF "categoryID", "searchConfig"
  ON "discussions" FOR EACH ROW WHEN (OLD."searchConfig" IS DISTINCT FROM NEW."searchConfig")
  EXECUTE FUNCTION quorum_search_discussion_comments();
--> statement-breakpoint
CREATE TRIGGER "comments_search" BEFORE INSERT OR UPDATE OF "body", "discussionID", "searchConfig"
  ON "comments" FOR EACH ROW EXECUTE FUNCTION quorum_search_comment_row();
--> statement-breakpoint
CREATE TRIGGER "users_search" BEFORE INSERT OR UPDATE OF "name"
  ON "users" FOR EACH ROW EXECUTE FUNCTION quorum_search_user_row();
--> statement-breakpoint
-- Backfill: categories first, since posts take their configuration from them.
UPDATE "categories" SET "parentCategoryID" = "parentCategoryID";
--> statement-breakpoint
UPDATE "discussions" SET "searchConfig" = "searchConfig";
--> statement-breakpoint
UPDATE "comments" SET "searchConfig" = "searchConfig";
--> statement-breakpoint
UPDATE "users" SET "name" = "name";
--> statement-breakpoint
CREATE INDEX "categories_search" ON "categories" USING gin ("searchVector");
--> statement-breakpoint
CREATE INDEX "discussions_search" ON "discussions" USING gin ("searchVector");
--> statement-breakpoint
CREATE INDEX "comments_search" ON "comments" USING gin ("searchVector");
--> statement-breakpoint
CREATE INDEX "users_search" ON "users" USING gin ("searchVector");
--> statement-breakpoint
-- Text without spaces between words (Chinese, Japanese, Korean) is one token to the parser, so a word inside it is
-- found by substring (ILIKE), which these trigram indexes serve. Member names too (suggestions by prefix).
CREATE INDEX "discussions_name_trgm" ON "discussions" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "discussions_body_trgm" ON "discussions" USING gin ("body" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
-- "Did you mean": words of content a guest may read (services/search/dictionary.ts rebuilds it), matched by trigram
-- similarity. The one-row state says when it was built and at which content generation.
CREATE TABLE "search_dictionary" (
	"word" text PRIMARY KEY NOT NULL,
	"ndoc" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_dictionary_trgm" ON "search_dictionary" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "search_dictionary_state" (
	"searchDictionaryStateID" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"dateBuilt" timestamp with time zone NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_dictionary_state_single_row" CHECK ("search_dictionary_state"."searchDictionaryStateID" = 1)
);
