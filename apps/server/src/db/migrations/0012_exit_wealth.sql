CREATE TABLE "company_financials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"currency" text,
	"revenue" bigint,
	"ebitda" bigint,
	"owner_compensation" bigint,
	"recurring_share" integer,
	"largest_customer_share" integer,
	"runs_without_owner" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_financials_recurring_share" CHECK ("company_financials"."recurring_share" between 0 and 100),
	CONSTRAINT "company_financials_largest_customer_share" CHECK ("company_financials"."largest_customer_share" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "value_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cause" text NOT NULL,
	"readiness_score" integer,
	"currency" text,
	"value_low" bigint,
	"value_mid" bigint,
	"value_high" bigint
);
--> statement-breakpoint
ALTER TABLE "company_financials" ADD CONSTRAINT "company_financials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_snapshots" ADD CONSTRAINT "value_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "value_snapshots_user_idx" ON "value_snapshots" USING btree ("user_id","at");