CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "user_emails" ADD CONSTRAINT "user_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_emails_user_email_unique" ON "user_emails" USING btree ("user_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_emails_verified_unique" ON "user_emails" USING btree (lower("email")) WHERE "user_emails"."verified_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_number_unique" ON "payments" USING btree ("invoice_number");