CREATE TABLE "category_follows" (
	"userID" integer NOT NULL,
	"categoryID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_follows_userID_categoryID_pk" PRIMARY KEY("userID","categoryID")
);
--> statement-breakpoint
CREATE TABLE "collection_records" (
	"collectionID" integer NOT NULL,
	"recordType" text NOT NULL,
	"recordID" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_records_collectionID_recordType_recordID_pk" PRIMARY KEY("collectionID","recordType","recordID")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"collectionID" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_pages" (
	"customPageID" serial PRIMARY KEY NOT NULL,
	"urlcode" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"siteSectionID" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fragments" (
	"fragmentUUID" text PRIMARY KEY NOT NULL,
	"fragmentType" text NOT NULL,
	"name" text NOT NULL,
	"js" text DEFAULT '' NOT NULL,
	"css" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateUpdated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_sections" (
	"siteSectionID" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"rootCategoryID" integer DEFAULT -1 NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "answerStatus" text;--> statement-breakpoint
ALTER TABLE "category_follows" ADD CONSTRAINT "category_follows_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_follows" ADD CONSTRAINT "category_follows_categoryID_categories_categoryID_fk" FOREIGN KEY ("categoryID") REFERENCES "public"."categories"("categoryID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_records" ADD CONSTRAINT "collection_records_collectionID_collections_collectionID_fk" FOREIGN KEY ("collectionID") REFERENCES "public"."collections"("collectionID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_follows_category" ON "category_follows" USING btree ("categoryID");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_pages_urlcode_lower" ON "custom_pages" USING btree (lower("urlcode"));--> statement-breakpoint
CREATE UNIQUE INDEX "site_sections_slug_lower" ON "site_sections" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "comments_accepted" ON "comments" USING btree ("insertUserID","dateInserted") WHERE "comments"."answerStatus" = 'accepted';