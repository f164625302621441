CREATE TABLE "article_reactions" (
	"articleID" integer NOT NULL,
	"voterKey" text NOT NULL,
	"userID" integer,
	"helpful" boolean NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_reactions_articleID_voterKey_pk" PRIMARY KEY("articleID","voterKey")
);
--> statement-breakpoint
CREATE TABLE "article_revisions" (
	"articleRevisionID" serial PRIMARY KEY NOT NULL,
	"articleID" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"format" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"restoredFromRevisionID" integer,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"articleID" serial PRIMARY KEY NOT NULL,
	"knowledgeBaseID" integer NOT NULL,
	"knowledgeCategoryID" integer,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"format" text DEFAULT 'markdown' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"statusBeforeDelete" text,
	"dateScheduled" timestamp with time zone,
	"featured" boolean DEFAULT false NOT NULL,
	"dateFeatured" timestamp with time zone,
	"featuredSort" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"articleRevisionID" integer,
	"countHelpful" integer DEFAULT 0 NOT NULL,
	"countNotHelpful" integer DEFAULT 0 NOT NULL,
	"discussionID" integer,
	"commentID" integer,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"updateUserID" integer,
	"dateUpdated" timestamp with time zone,
	"datePublished" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "knowledge_base_permissions" (
	"knowledgeBaseID" integer NOT NULL,
	"roleID" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "knowledge_base_permissions_knowledgeBaseID_roleID_permission_pk" PRIMARY KEY("knowledgeBaseID","roleID","permission")
);
--> statement-breakpoint
CREATE TABLE "knowledge_bases" (
	"knowledgeBaseID" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"urlCode" text NOT NULL,
	"viewType" text NOT NULL,
	"icon" text,
	"bannerImage" text,
	"siteSectionID" integer DEFAULT 0 NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"updateUserID" integer,
	"dateUpdated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "knowledge_categories" (
	"knowledgeCategoryID" serial PRIMARY KEY NOT NULL,
	"knowledgeBaseID" integer NOT NULL,
	"parentID" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"updateUserID" integer,
	"dateUpdated" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "article_reactions" ADD CONSTRAINT "article_reactions_articleID_articles_articleID_fk" FOREIGN KEY ("articleID") REFERENCES "public"."articles"("articleID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reactions" ADD CONSTRAINT "article_reactions_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_articleID_articles_articleID_fk" FOREIGN KEY ("articleID") REFERENCES "public"."articles"("articleID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_knowledgeBaseID_knowledge_bases_knowledgeBaseID_fk" FOREIGN KEY ("knowledgeBaseID") REFERENCES "public"."knowledge_bases"("knowledgeBaseID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_permissions" ADD CONSTRAINT "knowledge_base_permissions_knowledgeBaseID_knowledge_bases_knowledgeBaseID_fk" FOREIGN KEY ("knowledgeBaseID") REFERENCES "public"."knowledge_bases"("knowledgeBaseID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_categories" ADD CONSTRAINT "knowledge_categories_knowledgeBaseID_knowledge_bases_knowledgeBaseID_fk" FOREIGN KEY ("knowledgeBaseID") REFERENCES "public"."knowledge_bases"("knowledgeBaseID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_revisions_article" ON "article_revisions" USING btree ("articleID","locale","articleRevisionID");--> statement-breakpoint
CREATE INDEX "articles_category" ON "articles" USING btree ("knowledgeBaseID","knowledgeCategoryID","status","sort");--> statement-breakpoint
CREATE INDEX "articles_featured" ON "articles" USING btree ("knowledgeBaseID","featuredSort") WHERE "articles"."featured" AND "articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "articles_discussion" ON "articles" USING btree ("discussionID") WHERE "articles"."discussionID" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_due" ON "articles" USING btree ("dateScheduled") WHERE "articles"."status" = 'draft' AND "articles"."dateScheduled" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_bases_url_code" ON "knowledge_bases" USING btree (lower("urlCode"));--> statement-breakpoint
CREATE INDEX "knowledge_categories_base" ON "knowledge_categories" USING btree ("knowledgeBaseID","parentID","sort");--> statement-breakpoint
-- Articles are searched like posts (docs/reference/search.md): a tsvector per row in the configuration of its
-- knowledge base's locale, kept by a BEFORE trigger in the same transaction as the write.
ALTER TABLE "articles" ADD COLUMN "searchConfig" regconfig DEFAULT 'pg_catalog.english'::regconfig NOT NULL;
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "searchVector" tsvector;
--> statement-breakpoint
CREATE FUNCTION quorum_search_article_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchConfig" := quorum_search_config(NEW."locale");
  NEW."searchVector" := setweight(to_tsvector(NEW."searchConfig", quorum_search_text(NEW."name", 1000)), 'A')
    || setweight(to_tsvector(NEW."searchConfig", quorum_search_text(NEW."excerpt", 2000)), 'B')
    || setweight(to_tsvector(NEW."searchConfig", quorum_search_text(NEW."body", 100000)), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "articles_search" BEFORE INSERT OR UPDATE OF "name", "excerpt", "body", "locale"
  ON "articles" FOR EACH ROW EXECUTE FUNCTION quorum_search_article_row();
--> statement-breakpoint
CREATE INDEX "articles_search" ON "articles" USING gin ("searchVector");
--> statement-breakpoint
CREATE INDEX "articles_name_trgm" ON "articles" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "articles_body_trgm" ON "articles" USING gin ("body" gin_trgm_ops);
