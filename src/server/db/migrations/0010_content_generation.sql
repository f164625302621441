CREATE TABLE "content_generation" (
	"contentGenerationID" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_generation_single_row" CHECK ("content_generation"."contentGenerationID" = 1)
);
--> statement-breakpoint
-- The single row exists from the start: processes only read and bump it (cache/generation.ts).
INSERT INTO "content_generation" ("contentGenerationID", "generation") VALUES (1, 0);
