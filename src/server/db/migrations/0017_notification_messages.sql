-- Notification headlines as a message of the catalogue and its values, rendered in the reader's language when read
-- (docs/reference/localisation.md); older rows keep their English headline.
ALTER TABLE "notifications" ADD COLUMN "headlineKey" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "headlineValues" jsonb;