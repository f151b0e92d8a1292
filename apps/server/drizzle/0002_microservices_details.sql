CREATE TABLE "microservice_data_schema" (
	"id" serial PRIMARY KEY NOT NULL,
	"microservice_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_null" boolean DEFAULT false NOT NULL,
	"data_length" numeric(18, 6),
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microservice_limit_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"microservice_id" integer NOT NULL,
	"type" text NOT NULL,
	"lower_limit" numeric(18, 6) NOT NULL,
	"upper_limit" numeric(18, 6) NOT NULL,
	"field" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microservice_pods" (
	"microservice_id" integer PRIMARY KEY NOT NULL,
	"desired_replicas" integer NOT NULL,
	"previous_replicas" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "microservice_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"microservice_id" integer NOT NULL,
	"endpoint_type" text NOT NULL,
	"standard_price" numeric(18, 6),
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microservice_pricing_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"pricing_id" integer NOT NULL,
	"lower" numeric(18, 6) NOT NULL,
	"upper" numeric(18, 6),
	"cost" numeric(18, 6) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microservice_request_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"microservice_id" integer NOT NULL,
	"type" text NOT NULL,
	"major" integer NOT NULL,
	"minor" integer NOT NULL,
	"patch" integer NOT NULL,
	"yaml_url" text NOT NULL,
	"docs_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microservice_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"microservice_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "microservices_owner_name_unique";--> statement-breakpoint
ALTER TABLE "microservice_assignments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "class_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "fn_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "producer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "icon_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "long_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "global_desc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "use_case" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "data_collect_method" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "web_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "keywords" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "access_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "model_export" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "mandatory_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "microservice_data_schema" ADD CONSTRAINT "microservice_data_schema_microservice_id_microservices_id_fk" FOREIGN KEY ("microservice_id") REFERENCES "public"."microservices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microservice_limit_fields" ADD CONSTRAINT "microservice_limit_fields_microservice_id_microservices_id_fk" FOREIGN KEY ("microservice_id") REFERENCES "public"."microservices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microservice_pods" ADD CONSTRAINT "microservice_pods_microservice_id_microservices_id_fk" FOREIGN KEY ("microservice_id") REFERENCES "public"."microservices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microservice_pricing" ADD CONSTRAINT "microservice_pricing_microservice_id_microservices_id_fk" FOREIGN KEY ("microservice_id") REFERENCES "public"."microservices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microservice_pricing_tiers" ADD CONSTRAINT "microservice_pricing_tiers_pricing_id_microservice_pricing_id_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."microservice_pricing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microservice_request_types" ADD CONSTRAINT "microservice_request_types_microservice_id_microservices_id_fk" FOREIGN KEY ("microservice_id") REFERENCES "public"."microservices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microservice_tags" ADD CONSTRAINT "microservice_tags_microservice_id_microservices_id_fk" FOREIGN KEY ("microservice_id") REFERENCES "public"."microservices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "microservice_data_schema_parent_idx" ON "microservice_data_schema" USING btree ("microservice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "microservice_limit_fields_type_unique" ON "microservice_limit_fields" USING btree ("microservice_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "microservice_pricing_endpoint_unique" ON "microservice_pricing" USING btree ("microservice_id","endpoint_type");--> statement-breakpoint
CREATE INDEX "microservice_pricing_tiers_pricing_idx" ON "microservice_pricing_tiers" USING btree ("pricing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "microservice_request_types_version_unique" ON "microservice_request_types" USING btree ("microservice_id","type","major","minor","patch");--> statement-breakpoint
CREATE UNIQUE INDEX "microservice_tags_key_unique" ON "microservice_tags" USING btree ("microservice_id",lower("key"));--> statement-breakpoint
ALTER TABLE "microservices" ADD CONSTRAINT "microservices_source_id_microservices_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."microservices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "microservice_assignments_microservice_idx" ON "microservice_assignments" USING btree ("microservice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "microservices_owner_url_code_unique" ON "microservices" USING btree ("owner_id",lower("url_code"));--> statement-breakpoint
CREATE INDEX "microservices_catalogue_idx" ON "microservices" USING btree ("in_catalogue") WHERE "microservices"."in_catalogue";--> statement-breakpoint
CREATE INDEX "microservices_source_idx" ON "microservices" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "microservices_owner_name_unique" ON "microservices" USING btree ("owner_id",lower("name"));