ALTER TABLE "confidante_messages" ADD COLUMN "prompt_tokens" integer;--> statement-breakpoint
ALTER TABLE "confidante_messages" ADD COLUMN "completion_tokens" integer;--> statement-breakpoint
ALTER TABLE "confidante_messages" ADD COLUMN "tokens_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "confidante_messages" ADD COLUMN "stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "confidante_usage" ADD COLUMN "tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "confidante_usage" ADD COLUMN "estimated_tokens" integer DEFAULT 0 NOT NULL;