CREATE TABLE "conversation_messages" (
	"messageID" serial PRIMARY KEY NOT NULL,
	"conversationID" integer NOT NULL,
	"body" text NOT NULL,
	"format" text DEFAULT 'markdown' NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversationID" integer NOT NULL,
	"userID" integer NOT NULL,
	"countRead" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "conversation_participants_conversationID_userID_pk" PRIMARY KEY("conversationID","userID")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"conversationID" serial PRIMARY KEY NOT NULL,
	"insertUserID" integer NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateLastMessage" timestamp with time zone DEFAULT now() NOT NULL,
	"lastMessageID" integer,
	"countMessages" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notificationID" serial PRIMARY KEY NOT NULL,
	"userID" integer NOT NULL,
	"activityUserID" integer,
	"reason" text NOT NULL,
	"recordType" text NOT NULL,
	"recordID" integer NOT NULL,
	"headline" text NOT NULL,
	"url" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"dateInserted" timestamp with time zone DEFAULT now() NOT NULL,
	"dateRead" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversationID_conversations_conversationID_fk" FOREIGN KEY ("conversationID") REFERENCES "public"."conversations"("conversationID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_insertUserID_users_userID_fk" FOREIGN KEY ("insertUserID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversationID_conversations_conversationID_fk" FOREIGN KEY ("conversationID") REFERENCES "public"."conversations"("conversationID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_insertUserID_users_userID_fk" FOREIGN KEY ("insertUserID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_activityUserID_users_userID_fk" FOREIGN KEY ("activityUserID") REFERENCES "public"."users"("userID") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation" ON "conversation_messages" USING btree ("conversationID","messageID");--> statement-breakpoint
CREATE INDEX "conversation_participants_user" ON "conversation_participants" USING btree ("userID");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("userID","read","notificationID");