CREATE TABLE "trackingEvents" (
	"trackingEventID" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"path" text NOT NULL,
	"url" text,
	"pageName" text,
	"discussionID" integer,
	"categoryID" integer,
	"siteSectionID" integer,
	"referrer" text,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tracking_events_date" ON "trackingEvents" USING btree ("dateInserted");