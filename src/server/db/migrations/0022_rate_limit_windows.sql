CREATE TABLE "rate_limit_windows" (
	"key" text NOT NULL,
	"windowMs" integer NOT NULL,
	"count" integer NOT NULL,
	"resetAt" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_windows_key_windowMs_pk" PRIMARY KEY("key","windowMs")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_reset" ON "rate_limit_windows" USING btree ("resetAt");--> statement-breakpoint
-- Counters need not survive a crash: no write-ahead log for them (docs/reference/operations.md#the-shared-bus).
ALTER TABLE "rate_limit_windows" SET UNLOGGED;