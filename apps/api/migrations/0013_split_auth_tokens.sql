CREATE TABLE "account_setup_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Added by hand: links and tickets still outstanding keep working in their new tables.
INSERT INTO "email_verification_tokens" ("token_hash", "user_id", "expires_at", "used_at", "created_at", "email")
SELECT "token_hash", "user_id", "expires_at", "used_at", "created_at", "email" FROM "auth_tokens"
WHERE "purpose" = 'verify_email' AND "email" IS NOT NULL AND "used_at" IS NULL AND "expires_at" > now();--> statement-breakpoint
INSERT INTO "password_reset_tokens" ("token_hash", "user_id", "expires_at", "used_at", "created_at")
SELECT "token_hash", "user_id", "expires_at", "used_at", "created_at" FROM "auth_tokens"
WHERE "purpose" = 'reset_password' AND "used_at" IS NULL AND "expires_at" > now();--> statement-breakpoint
INSERT INTO "account_setup_tokens" ("token_hash", "user_id", "expires_at", "used_at", "created_at")
SELECT "token_hash", "user_id", "expires_at", "used_at", "created_at" FROM "auth_tokens"
WHERE "purpose" = 'account_setup' AND "used_at" IS NULL AND "expires_at" > now();--> statement-breakpoint
DROP TABLE "auth_tokens" CASCADE;--> statement-breakpoint
ALTER TABLE "account_setup_tokens" ADD CONSTRAINT "account_setup_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_setup_tokens_user_idx" ON "account_setup_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");