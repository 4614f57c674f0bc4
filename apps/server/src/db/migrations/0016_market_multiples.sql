CREATE TABLE "market_multiples" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_multiples_one_row" CHECK ("market_multiples"."id" = 1)
);
