CREATE TABLE "benchmark_distributions" (
	"as_of" text NOT NULL,
	"metric" text NOT NULL,
	"cohort" text NOT NULL,
	"counts" integer[] NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "benchmark_distributions_as_of_metric_cohort_pk" PRIMARY KEY("as_of","metric","cohort")
);
--> statement-breakpoint
CREATE TABLE "benchmark_periods" (
	"as_of" text PRIMARY KEY NOT NULL,
	"owners" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "benchmark_distributions" ADD CONSTRAINT "benchmark_distributions_as_of_benchmark_periods_as_of_fk" FOREIGN KEY ("as_of") REFERENCES "public"."benchmark_periods"("as_of") ON DELETE cascade ON UPDATE no action;