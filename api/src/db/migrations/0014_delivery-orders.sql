ALTER TABLE "purchases" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "business_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "kitchen_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "delivery_paused" boolean DEFAULT false NOT NULL;