CREATE TABLE "layout_revisions" (
	"revisionID" serial PRIMARY KEY NOT NULL,
	"layoutID" integer NOT NULL,
	"name" text NOT NULL,
	"layout" jsonb NOT NULL,
	"titleBar" jsonb,
	"formatVersion" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"baseRevisionID" integer,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"datePublished" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media" (
	"mediaID" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storageKey" text NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "layouts" ADD COLUMN "publishedRevisionID" integer;--> statement-breakpoint
ALTER TABLE "layout_revisions" ADD CONSTRAINT "layout_revisions_layoutID_layouts_layoutID_fk" FOREIGN KEY ("layoutID") REFERENCES "public"."layouts"("layoutID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layout_revisions_layout" ON "layout_revisions" USING btree ("layoutID","revisionID");