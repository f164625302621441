CREATE TABLE "audit_log" (
	"auditLogID" serial PRIMARY KEY NOT NULL,
	"userID" integer,
	"action" text NOT NULL,
	"recordType" text NOT NULL,
	"recordID" integer,
	"requestMethod" text NOT NULL,
	"requestPath" text NOT NULL,
	"ipAddress" text DEFAULT '' NOT NULL,
	"parentAuditLogID" integer,
	"parentRequestPath" text,
	"parentRequestMethod" text,
	"parentRequestQuery" jsonb,
	"changes" jsonb NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_date" ON "audit_log" USING btree ("dateInserted");--> statement-breakpoint
CREATE INDEX "audit_log_record" ON "audit_log" USING btree ("recordType","recordID");