CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text,
	"address" text,
	"contact_email" text,
	"support_phone" text,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scheduling_url" text,
	"proof_video_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);
