-- Localisation (docs/reference/localisation.md): enabled locales, machine translation services, content
-- translations of site records and cached machine translations of posts.
CREATE TABLE "content_translations" (
	"resource" text NOT NULL,
	"translationPropertyKey" text NOT NULL,
	"locale" text NOT NULL,
	"translation" text NOT NULL,
	"recordType" text NOT NULL,
	"recordID" integer,
	"recordKey" text,
	"propertyName" text NOT NULL,
	"dateUpdated" timestamp with time zone DEFAULT now() NOT NULL,
	"updateUserID" integer,
	CONSTRAINT "content_translations_resource_translationPropertyKey_locale_pk" PRIMARY KEY("resource","translationPropertyKey","locale")
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"localeID" serial PRIMARY KEY NOT NULL,
	"localeKey" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"translationService" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_translations" (
	"recordType" text NOT NULL,
	"recordID" integer NOT NULL,
	"locale" text NOT NULL,
	"sourceHash" text NOT NULL,
	"name" text,
	"body" text NOT NULL,
	"detectedSource" text,
	"service" text NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_translations_recordType_recordID_locale_pk" PRIMARY KEY("recordType","recordID","locale")
);
--> statement-breakpoint
CREATE TABLE "translation_services" (
	"type" text PRIMARY KEY NOT NULL,
	"apiKey" text,
	"url" text,
	"dateUpdated" timestamp with time zone DEFAULT now() NOT NULL,
	"updateUserID" integer
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_updateUserID_users_userID_fk" FOREIGN KEY ("updateUserID") REFERENCES "public"."users"("userID") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_services" ADD CONSTRAINT "translation_services_updateUserID_users_userID_fk" FOREIGN KEY ("updateUserID") REFERENCES "public"."users"("userID") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locales_key" ON "locales" USING btree ("localeKey");--> statement-breakpoint
-- The shipped interface languages: English and French on; Arabic (partly translated, right to left) for an admin to
-- turn on (docs/reference/localisation.md#locales).
INSERT INTO "locales" ("localeKey", "enabled", "sort") VALUES ('en', true, 0), ('fr', true, 1), ('ar', false, 2) ON CONFLICT DO NOTHING;
