CREATE TABLE "login_throttles" (
	"account" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "login_throttles_account_client_pk" PRIMARY KEY("account","client")
);
--> statement-breakpoint
ALTER TABLE "verification_sends" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_blocked_until";