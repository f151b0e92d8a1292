CREATE TABLE "microservice_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"deployment_type" text NOT NULL,
	"resource_cpu" numeric(12, 3) NOT NULL,
	"resource_memory" numeric(12, 3) NOT NULL,
	"enable_gpu" text DEFAULT 'yes' NOT NULL,
	"env_variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model_image_port" integer NOT NULL,
	"code" text NOT NULL,
	"result_type" text DEFAULT 'getresults' NOT NULL,
	"major" integer NOT NULL,
	"minor" integer NOT NULL,
	"patch" integer NOT NULL,
	"version_type" text DEFAULT 'major' NOT NULL,
	"endpoint" text NOT NULL,
	"model_image_key" text NOT NULL,
	"docs_yaml_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_kind" text,
	"error_msg" text DEFAULT '' NOT NULL,
	"microservice_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "microservice_registrations_reject_check" CHECK (("microservice_registrations"."status" = 'rejected') = ("microservice_registrations"."reject_kind" is not null))
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "size" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "microservice_registrations" ADD CONSTRAINT "microservice_registrations_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microservice_registrations" ADD CONSTRAINT "microservice_registrations_microservice_id_microservices_id_fk" FOREIGN KEY ("microservice_id") REFERENCES "public"."microservices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "microservice_registrations_owner_name_unique" ON "microservice_registrations" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "microservice_registrations_owner_code_unique" ON "microservice_registrations" USING btree ("owner_id",lower("code"));--> statement-breakpoint
CREATE INDEX "microservice_registrations_owner_status_idx" ON "microservice_registrations" USING btree ("owner_id","status");