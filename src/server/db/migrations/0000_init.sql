CREATE TABLE "categories" (
	"categoryID" serial PRIMARY KEY NOT NULL,
	"parentCategoryID" integer DEFAULT -1 NOT NULL,
	"name" text NOT NULL,
	"urlcode" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"displayAs" text DEFAULT 'discussions' NOT NULL,
	"depth" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"permissionCategoryID" integer DEFAULT -1 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"iconUrl" text,
	"bannerImageUrl" text,
	"countDiscussions" integer DEFAULT 0 NOT NULL,
	"countComments" integer DEFAULT 0 NOT NULL,
	"countAllDiscussions" integer DEFAULT 0 NOT NULL,
	"countAllComments" integer DEFAULT 0 NOT NULL,
	"countFollowers" integer DEFAULT 0 NOT NULL,
	"lastDiscussionID" integer,
	"lastCommentID" integer,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"commentID" serial PRIMARY KEY NOT NULL,
	"discussionID" integer NOT NULL,
	"parentCommentID" integer,
	"depth" integer DEFAULT 1 NOT NULL,
	"body" text NOT NULL,
	"format" text DEFAULT 'markdown' NOT NULL,
	"insertUserID" integer NOT NULL,
	"updateUserID" integer,
	"score" integer DEFAULT 0 NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateUpdated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_tags" (
	"discussionID" integer NOT NULL,
	"tagID" integer NOT NULL,
	CONSTRAINT "discussion_tags_discussionID_tagID_pk" PRIMARY KEY("discussionID","tagID")
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"discussionID" serial PRIMARY KEY NOT NULL,
	"categoryID" integer NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"format" text DEFAULT 'markdown' NOT NULL,
	"type" text DEFAULT 'discussion' NOT NULL,
	"statusID" integer DEFAULT 0 NOT NULL,
	"insertUserID" integer NOT NULL,
	"updateUserID" integer,
	"lastCommentUserID" integer,
	"lastCommentID" integer,
	"pinned" boolean DEFAULT false NOT NULL,
	"pinLocation" text DEFAULT 'none' NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"sink" boolean DEFAULT false NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"countViews" integer DEFAULT 1 NOT NULL,
	"countComments" integer DEFAULT 0 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateUpdated" timestamp with time zone,
	"dateLastComment" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layout_views" (
	"layoutViewID" serial PRIMARY KEY NOT NULL,
	"layoutID" text NOT NULL,
	"layoutViewType" text NOT NULL,
	"recordType" text NOT NULL,
	"recordID" integer NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layouts" (
	"layoutID" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"layoutViewType" text NOT NULL,
	"layout" jsonb NOT NULL,
	"titleBar" jsonb,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"updateUserID" integer,
	"dateUpdated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reaction_types" (
	"tagID" serial PRIMARY KEY NOT NULL,
	"urlcode" text NOT NULL,
	"name" text NOT NULL,
	"class" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reaction_types_urlcode_unique" UNIQUE("urlcode")
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"recordType" text NOT NULL,
	"recordID" integer NOT NULL,
	"userID" integer NOT NULL,
	"tagID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_recordType_recordID_userID_pk" PRIMARY KEY("recordType","recordID","userID")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"roleID" integer NOT NULL,
	"permission" text NOT NULL,
	"categoryID" integer
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"roleID" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'member' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"tokenHash" text PRIMARY KEY NOT NULL,
	"userID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateExpires" timestamp with time zone NOT NULL,
	"dateLastActive" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tagID" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"urlcode" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"countDiscussions" integer DEFAULT 0 NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"userID" integer NOT NULL,
	"roleID" integer NOT NULL,
	CONSTRAINT "user_roles_userID_roleID_pk" PRIMARY KEY("userID","roleID")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"userID" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"passwordHash" text NOT NULL,
	"photoUrl" text,
	"title" text,
	"emailConfirmed" boolean DEFAULT false NOT NULL,
	"banned" smallint DEFAULT 0 NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"countDiscussions" integer DEFAULT 0 NOT NULL,
	"countComments" integer DEFAULT 0 NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateLastActive" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_discussionID_discussions_discussionID_fk" FOREIGN KEY ("discussionID") REFERENCES "public"."discussions"("discussionID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_insertUserID_users_userID_fk" FOREIGN KEY ("insertUserID") REFERENCES "public"."users"("userID") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_tags" ADD CONSTRAINT "discussion_tags_discussionID_discussions_discussionID_fk" FOREIGN KEY ("discussionID") REFERENCES "public"."discussions"("discussionID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_tags" ADD CONSTRAINT "discussion_tags_tagID_tags_tagID_fk" FOREIGN KEY ("tagID") REFERENCES "public"."tags"("tagID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_categoryID_categories_categoryID_fk" FOREIGN KEY ("categoryID") REFERENCES "public"."categories"("categoryID") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_insertUserID_users_userID_fk" FOREIGN KEY ("insertUserID") REFERENCES "public"."users"("userID") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_tagID_reaction_types_tagID_fk" FOREIGN KEY ("tagID") REFERENCES "public"."reaction_types"("tagID") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_roleID_roles_roleID_fk" FOREIGN KEY ("roleID") REFERENCES "public"."roles"("roleID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_roleID_roles_roleID_fk" FOREIGN KEY ("roleID") REFERENCES "public"."roles"("roleID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_urlcode_lower" ON "categories" USING btree (lower("urlcode"));--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parentCategoryID");--> statement-breakpoint
CREATE INDEX "comments_discussion_inserted" ON "comments" USING btree ("discussionID","dateInserted","commentID");--> statement-breakpoint
CREATE INDEX "comments_parent" ON "comments" USING btree ("parentCommentID");--> statement-breakpoint
CREATE INDEX "comments_user" ON "comments" USING btree ("insertUserID");--> statement-breakpoint
CREATE INDEX "discussion_tags_tag" ON "discussion_tags" USING btree ("tagID");--> statement-breakpoint
CREATE INDEX "discussions_last_comment" ON "discussions" USING btree ("dateLastComment" DESC NULLS LAST,"discussionID" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussions_category_last_comment" ON "discussions" USING btree ("categoryID","dateLastComment" DESC NULLS LAST,"discussionID" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussions_inserted" ON "discussions" USING btree ("dateInserted" DESC NULLS LAST,"discussionID" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussions_score" ON "discussions" USING btree ("score" DESC NULLS LAST,"discussionID" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussions_user" ON "discussions" USING btree ("insertUserID");--> statement-breakpoint
CREATE INDEX "discussions_pinned" ON "discussions" USING btree ("pinned") WHERE "discussions"."pinned";--> statement-breakpoint
CREATE UNIQUE INDEX "layout_views_target" ON "layout_views" USING btree ("recordID","layoutViewType","recordType");--> statement-breakpoint
CREATE INDEX "reactions_user" ON "reactions" USING btree ("userID","dateInserted");--> statement-breakpoint
CREATE UNIQUE INDEX "role_permissions_unique" ON "role_permissions" USING btree ("roleID","permission",coalesce("categoryID", -2));--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("userID");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_urlcode_lower" ON "tags" USING btree (lower("urlcode"));--> statement-breakpoint
CREATE INDEX "user_roles_role" ON "user_roles" USING btree ("roleID");--> statement-breakpoint
CREATE UNIQUE INDEX "users_name_lower" ON "users" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));