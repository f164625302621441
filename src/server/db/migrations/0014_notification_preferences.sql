-- Notification preferences (docs/reference/notifications.md): per followed category (popup and email per category
-- type, the digest), per member (popup and email per type, digest, language, pause), the event key that makes one
-- notification per event and person, and the log of emails sent per event (a retried fan-out mails nobody twice).
CREATE TABLE "notification_emails" (
	"userID" integer NOT NULL,
	"eventKey" text NOT NULL,
	"dateSent" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_emails_userID_eventKey_pk" PRIMARY KEY("userID","eventKey")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"userID" integer PRIMARY KEY NOT NULL,
	"types" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"digest" boolean,
	"language" text,
	"pausedUntil" timestamp with time zone,
	"lastDigestAt" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "allowDigest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "eventKey" text;--> statement-breakpoint
ALTER TABLE "category_follows" ADD COLUMN "popupPosts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_follows" ADD COLUMN "emailPosts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_follows" ADD COLUMN "popupComments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_follows" ADD COLUMN "emailComments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_follows" ADD COLUMN "digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_event" ON "notifications" USING btree ("userID","eventKey");
--> statement-breakpoint
-- Follows made before preferences existed told of nothing; they start with the defaults a new follow gets.
UPDATE "category_follows" SET "popupPosts" = true, "popupComments" = true;
