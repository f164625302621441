CREATE TABLE "auth_tokens" (
	"tokenHash" text PRIMARY KEY NOT NULL,
	"userID" integer NOT NULL,
	"purpose" text NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateExpires" timestamp with time zone NOT NULL,
	"dateUsed" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "userAgent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ipAddress" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user" ON "auth_tokens" USING btree ("userID","purpose");