CREATE TABLE "content_log" (
	"logID" serial PRIMARY KEY NOT NULL,
	"recordType" text NOT NULL,
	"recordID" integer NOT NULL,
	"parentRecordID" integer,
	"operation" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"insertUserID" integer NOT NULL,
	"recordUserID" integer,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"draftID" serial PRIMARY KEY NOT NULL,
	"recordType" text NOT NULL,
	"recordID" integer,
	"parentRecordType" text,
	"parentRecordID" integer,
	"insertUserID" integer NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draftStatus" text DEFAULT 'draft' NOT NULL,
	"dateScheduled" timestamp with time zone,
	"publishedSilently" boolean DEFAULT false NOT NULL,
	"error" text,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateUpdated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"reportID" serial PRIMARY KEY NOT NULL,
	"recordType" text NOT NULL,
	"recordID" integer NOT NULL,
	"discussionID" integer NOT NULL,
	"categoryID" integer NOT NULL,
	"reason" text NOT NULL,
	"noteBody" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"updateUserID" integer,
	"dateUpdated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_discussions" (
	"userID" integer NOT NULL,
	"discussionID" integer NOT NULL,
	"bookmarked" boolean DEFAULT false NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"dismissed" boolean DEFAULT false NOT NULL,
	"dateLastViewed" timestamp with time zone,
	"countCommentsRead" integer DEFAULT 0 NOT NULL,
	"dateBookmarked" timestamp with time zone,
	CONSTRAINT "user_discussions_userID_discussionID_pk" PRIMARY KEY("userID","discussionID")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "foreignType" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "foreignID" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_insertUserID_users_userID_fk" FOREIGN KEY ("insertUserID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_discussions" ADD CONSTRAINT "user_discussions_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_log_record" ON "content_log" USING btree ("recordType","recordID","logID");--> statement-breakpoint
CREATE INDEX "content_log_parent" ON "content_log" USING btree ("parentRecordID","recordType","operation","logID");--> statement-breakpoint
CREATE INDEX "drafts_user" ON "drafts" USING btree ("insertUserID","dateUpdated");--> statement-breakpoint
CREATE INDEX "drafts_due" ON "drafts" USING btree ("dateScheduled") WHERE "drafts"."draftStatus" = 'scheduled';--> statement-breakpoint
CREATE INDEX "reports_status" ON "reports" USING btree ("status","reportID");--> statement-breakpoint
CREATE INDEX "reports_record" ON "reports" USING btree ("recordType","recordID");--> statement-breakpoint
CREATE INDEX "user_discussions_bookmarked" ON "user_discussions" USING btree ("userID","dateBookmarked") WHERE "user_discussions"."bookmarked";--> statement-breakpoint
CREATE INDEX "user_discussions_discussion" ON "user_discussions" USING btree ("discussionID");--> statement-breakpoint
CREATE INDEX "comments_thread_top" ON "comments" USING btree ("discussionID","dateInserted","commentID") WHERE "comments"."parentCommentID" IS NULL;--> statement-breakpoint
CREATE INDEX "comments_thread_top_score" ON "comments" USING btree ("discussionID","score" DESC NULLS LAST,"commentID") WHERE "comments"."parentCommentID" IS NULL;