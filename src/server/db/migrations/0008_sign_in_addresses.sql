CREATE TABLE "sign_in_addresses" (
	"userID" integer NOT NULL,
	"address" text NOT NULL,
	"dateLastSignedIn" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_userID_address_pk" PRIMARY KEY("userID","address")
);
--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_userID_users_userID_fk" FOREIGN KEY ("userID") REFERENCES "public"."users"("userID") ON DELETE cascade ON UPDATE no action;