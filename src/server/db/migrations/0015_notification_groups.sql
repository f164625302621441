-- Grouped notifications (docs/reference/notifications.md#grouping): new comments in one followed discussion share one
-- unread notification, counted; the partial unique index makes "the unread one of this group" a conflict target.
ALTER TABLE "notifications" ADD COLUMN "groupKey" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "groupCount" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_unread_group" ON "notifications" USING btree ("userID","groupKey") WHERE "notifications"."read" = false AND "notifications"."groupKey" IS NOT NULL;