CREATE TABLE "seed_state" (
	"seedStateID" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"dateCompleted" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_state_single_row" CHECK ("seed_state"."seedStateID" = 1)
);
--> statement-breakpoint
-- A database seeded before this table existed is marked seeded when its content says the seed ran to its end:
-- seeds insert explicit ids and move the discussion and comment sequences past them as their very last step
-- (db/seed/sequences.ts), so an interrupted seed left them never called. Empty databases stay unmarked (the
-- first start seeds them); half-seeded ones too, and the server then refuses them (db/seed-state.ts).
INSERT INTO "seed_state" ("seedStateID", "kind")
SELECT 1, 'existing'
WHERE EXISTS (SELECT 1 FROM "users")
  AND NOT EXISTS (
    SELECT 1 FROM pg_sequences s
    WHERE s.schemaname = 'public'
      AND s.sequencename IN ('discussions_discussionID_seq', 'comments_commentID_seq')
      AND s.last_value IS NULL
  );
