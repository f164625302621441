CREATE TABLE "themeRevisions" (
	"revisionID" serial PRIMARY KEY NOT NULL,
	"themeID" integer NOT NULL,
	"name" text NOT NULL,
	"variables" jsonb NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"themeID" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parentThemeKey" text,
	"revisionID" integer,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"updateUserID" integer,
	"dateUpdated" timestamp with time zone,
	"dateDeleted" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signature" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "themeRevisions" ADD CONSTRAINT "themeRevisions_themeID_themes_themeID_fk" FOREIGN KEY ("themeID") REFERENCES "public"."themes"("themeID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "theme_revisions_theme" ON "themeRevisions" USING btree ("themeID","revisionID");