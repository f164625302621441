CREATE TABLE "attachments" (
	"attachmentID" serial PRIMARY KEY NOT NULL,
	"attachmentType" text NOT NULL,
	"recordType" text NOT NULL,
	"recordID" integer NOT NULL,
	"sourceID" text NOT NULL,
	"sourceUrl" text NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateUpdated" timestamp with time zone,
	"dateRefreshed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_applications" (
	"groupID" integer NOT NULL,
	"userID" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateUpdated" timestamp with time zone,
	CONSTRAINT "group_applications_groupID_userID_pk" PRIMARY KEY("groupID","userID")
);
--> statement-breakpoint
CREATE TABLE "group_invitations" (
	"invitationID" serial PRIMARY KEY NOT NULL,
	"groupID" integer NOT NULL,
	"userID" integer,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateExpires" timestamp with time zone NOT NULL,
	"dateUpdated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"groupID" integer NOT NULL,
	"userID" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_groupID_userID_pk" PRIMARY KEY("groupID","userID")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"groupID" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"iconUrl" text,
	"bannerUrl" text,
	"privacy" text DEFAULT 'public' NOT NULL,
	"categoryID" integer NOT NULL,
	"countMembers" integer DEFAULT 0 NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateUpdated" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "groupID" integer;--> statement-breakpoint
ALTER TABLE "group_applications" ADD CONSTRAINT "group_applications_groupID_groups_groupID_fk" FOREIGN KEY ("groupID") REFERENCES "public"."groups"("groupID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_applications" ADD CONSTRAINT "group_applications_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_groupID_groups_groupID_fk" FOREIGN KEY ("groupID") REFERENCES "public"."groups"("groupID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_groupID_groups_groupID_fk" FOREIGN KEY ("groupID") REFERENCES "public"."groups"("groupID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_categoryID_categories_categoryID_fk" FOREIGN KEY ("categoryID") REFERENCES "public"."categories"("categoryID") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_record" ON "attachments" USING btree ("recordType","recordID");--> statement-breakpoint
CREATE INDEX "group_invitations_group" ON "group_invitations" USING btree ("groupID");--> statement-breakpoint
CREATE INDEX "group_invitations_user" ON "group_invitations" USING btree ("userID");--> statement-breakpoint
CREATE INDEX "group_invitations_email" ON "group_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "group_members_user" ON "group_members" USING btree ("userID");--> statement-breakpoint
CREATE INDEX "groups_name_lower" ON "groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "groups_category" ON "groups" USING btree ("categoryID");--> statement-breakpoint
-- Sites made before groups: members may create groups, moderators and administrators manage every group
-- (docs/reference/groups.md#permissions), as the default roles of a new site do.
INSERT INTO "role_permissions" ("roleID", "permission", "categoryID")
SELECT r."roleID", 'groups.add', NULL FROM "roles" r WHERE r."type" IN ('member', 'moderator', 'administrator')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permissions" ("roleID", "permission", "categoryID")
SELECT r."roleID", 'groups.moderate', NULL FROM "roles" r WHERE r."type" IN ('moderator', 'administrator')
ON CONFLICT DO NOTHING;
