CREATE TABLE "profile_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone_code_iso2" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "dni_type" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "dni" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_devices" ADD CONSTRAINT "profile_devices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_devices_profile" ON "profile_devices" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_verified_phone" ON "profiles" USING btree ("instance_id","phone");