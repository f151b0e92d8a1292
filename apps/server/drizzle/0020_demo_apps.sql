CREATE TABLE "demo_app_functions" (
	"demo_app_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	CONSTRAINT "demo_app_functions_demo_app_id_function_id_pk" PRIMARY KEY("demo_app_id","function_id")
);
--> statement-breakpoint
CREATE TABLE "demo_app_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"demo_app_id" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_app_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"demo_app_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"url_code" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"long_description" text DEFAULT '' NOT NULL,
	"use_case" text DEFAULT '' NOT NULL,
	"icon_code" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"demo_link" text DEFAULT '' NOT NULL,
	"code_link" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_app_functions" ADD CONSTRAINT "demo_app_functions_demo_app_id_demo_apps_id_fk" FOREIGN KEY ("demo_app_id") REFERENCES "public"."demo_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_app_functions" ADD CONSTRAINT "demo_app_functions_function_id_microservices_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."microservices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_app_images" ADD CONSTRAINT "demo_app_images_demo_app_id_demo_apps_id_fk" FOREIGN KEY ("demo_app_id") REFERENCES "public"."demo_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_app_tags" ADD CONSTRAINT "demo_app_tags_demo_app_id_demo_apps_id_fk" FOREIGN KEY ("demo_app_id") REFERENCES "public"."demo_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_apps" ADD CONSTRAINT "demo_apps_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_app_functions_function_idx" ON "demo_app_functions" USING btree ("function_id");--> statement-breakpoint
CREATE INDEX "demo_app_images_app_idx" ON "demo_app_images" USING btree ("demo_app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_app_tags_key_unique" ON "demo_app_tags" USING btree ("demo_app_id",lower("key"));--> statement-breakpoint
CREATE UNIQUE INDEX "demo_apps_owner_name_unique" ON "demo_apps" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "demo_apps_owner_url_code_unique" ON "demo_apps" USING btree ("owner_id",lower("url_code"));