CREATE TABLE "plan_mark_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"action_id" text NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_marks" (
	"user_id" uuid NOT NULL,
	"action_id" text NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"snoozed_until" text,
	"dismissed_reason" text,
	"basis" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_marks_user_id_action_id_pk" PRIMARY KEY("user_id","action_id")
);
--> statement-breakpoint
ALTER TABLE "plan_mark_history" ADD CONSTRAINT "plan_mark_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_marks" ADD CONSTRAINT "plan_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_mark_history_user_action_idx" ON "plan_mark_history" USING btree ("user_id","action_id","at");