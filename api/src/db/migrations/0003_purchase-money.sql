ALTER TABLE "purchases" ADD COLUMN "service" text DEFAULT 'on_table' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "subservice" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "delivery_fee_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;