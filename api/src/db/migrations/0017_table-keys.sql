DROP INDEX "purchases_open_table";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every table purchase so far was its table's shared bill.
UPDATE "purchases" SET "shared" = true WHERE "table_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tables" ADD COLUMN "qr_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_open_own_at_table" ON "purchases" USING btree ("table_id","opened_by") WHERE "purchases"."status" = 'open' and "purchases"."table_id" is not null and not "purchases"."shared";--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_open_table" ON "purchases" USING btree ("table_id") WHERE "purchases"."status" = 'open' and "purchases"."table_id" is not null and "purchases"."shared";