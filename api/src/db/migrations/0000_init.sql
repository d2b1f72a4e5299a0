CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"position" integer NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"subcategories" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"code" text NOT NULL,
	"percent" double precision,
	"amount" double precision,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"min_purchase" double precision,
	"expires" text,
	"used" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_remotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"language" text NOT NULL,
	"langs" jsonb NOT NULL,
	"category_establishment" text NOT NULL,
	"theme" jsonb NOT NULL,
	"header_logo" text NOT NULL,
	"preload_logo" text NOT NULL,
	"linktree_logo" text NOT NULL,
	"labels_buttons" jsonb NOT NULL,
	"socialmedia" jsonb NOT NULL,
	"linktree" jsonb NOT NULL,
	"show_branches_button" boolean NOT NULL,
	"rate_digitalmenu" boolean NOT NULL,
	"rate_nps" boolean NOT NULL,
	"full_gps" boolean NOT NULL,
	"new_menu_v3" boolean NOT NULL,
	"pixel_google_analytics" text NOT NULL,
	"pixel_facebook_analytics" text NOT NULL,
	"custom_style" text NOT NULL,
	"favicon" text NOT NULL,
	"flags" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "instances_slug_unique" UNIQUE("slug"),
	CONSTRAINT "instances_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"position" integer NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"price" double precision NOT NULL,
	"promo" double precision,
	"image" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"stock" integer,
	"alcoholic" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"anonymous" boolean NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"so" text NOT NULL,
	"browser" text NOT NULL,
	"pixel_width" integer NOT NULL,
	"pixel_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"position" integer NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"city_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text NOT NULL,
	"locale" text NOT NULL,
	"phone" text NOT NULL,
	"service_delivery" boolean NOT NULL,
	"service_take_away" boolean NOT NULL,
	"service_table" boolean NOT NULL,
	"service_book" boolean NOT NULL,
	"service_schedule" boolean NOT NULL,
	"service_room" boolean NOT NULL,
	"has_cluvi_pay" boolean NOT NULL,
	"on_table_class" text NOT NULL,
	"minimum_order_value" double precision,
	"payment_methods" jsonb NOT NULL,
	"banners" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"booking" jsonb,
	"menu_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"delivery_price" double precision NOT NULL,
	"minimum_order_value" double precision NOT NULL,
	"polygon" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_remotes" ADD CONSTRAINT "instance_remotes_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_menu_slug" ON "categories" USING btree ("menu_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_instance_name" ON "cities" USING btree ("instance_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_instance_code" ON "coupons" USING btree ("instance_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "instance_remotes_instance_name" ON "instance_remotes" USING btree ("instance_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_instance_slug" ON "menus" USING btree ("instance_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_menu_slug" ON "products" USING btree ("menu_id","slug");--> statement-breakpoint
CREATE INDEX "profiles_instance" ON "profiles" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_instance_slug" ON "suppliers" USING btree ("instance_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tables_supplier_code" ON "tables" USING btree ("supplier_id","code");--> statement-breakpoint
CREATE INDEX "zones_supplier" ON "zones" USING btree ("supplier_id");