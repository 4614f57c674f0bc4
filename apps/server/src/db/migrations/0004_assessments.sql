CREATE TABLE "assessment_drafts" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"instrument_version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"current_section" integer NOT NULL,
	"currency" text,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assessment_drafts_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "assessment_drafts" ADD CONSTRAINT "assessment_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;