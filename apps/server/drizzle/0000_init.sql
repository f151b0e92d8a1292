CREATE TABLE "owner_plans" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"plan_name" text,
	"plan_duration" text NOT NULL,
	"plan_type" text NOT NULL,
	"no_of_users" integer NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"no_of_conversation" integer DEFAULT 0 NOT NULL,
	"rate_limit" numeric,
	"allocate_cpu" numeric,
	"allocate_memory" numeric,
	"allocate_storage" numeric,
	"allocate_gpu" numeric,
	"allocate_ai" numeric,
	"allocate_da" numeric,
	"gpu_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_settings" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"mobile_logo" text,
	"login_logo" text,
	"header_logo" text,
	"footer_logo" text,
	"service_logo" text,
	"body_background" text NOT NULL,
	"primary" text NOT NULL,
	"secondary" text NOT NULL,
	"tertiary_one" text NOT NULL,
	"tertiary_two" text NOT NULL,
	"error" text NOT NULL,
	"success" text NOT NULL,
	"info" text NOT NULL,
	"text" text NOT NULL,
	"header_text" text NOT NULL,
	"alert_color" text NOT NULL,
	"dash_box_border_one" text NOT NULL,
	"dash_box_border_two" text NOT NULL,
	"dash_box_border_three" text NOT NULL,
	"dash_box_border_four" text NOT NULL,
	"domain_name" text,
	"email" text,
	"redis_cloud" text,
	"user_quota" integer,
	"owner_index" text,
	"node_red_url" text,
	"owner_bucket" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"platform_owner" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"redis_cloud" text,
	"installation_type" text,
	"cluster_id" text,
	"start_date" date,
	"expiry_date" date,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"client_id" text NOT NULL,
	"user_name" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_client_id_user_name_pk" PRIMARY KEY("client_id","user_name")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"super_user" boolean DEFAULT false NOT NULL,
	"root_user" boolean DEFAULT false NOT NULL,
	"access_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"owner_id" integer,
	"org_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"owner_id" integer,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sub_list" text DEFAULT 'yes' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_value_translations" (
	"value_id" integer NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "code_value_translations_value_id_lang_pk" PRIMARY KEY("value_id","lang")
);
--> statement-breakpoint
CREATE TABLE "code_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"order_by" numeric DEFAULT '0' NOT NULL,
	"icon_url" text,
	"page_url" text,
	"link_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_translations" (
	"label_id" integer NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "label_translations_label_id_lang_pk" PRIMARY KEY("label_id","lang")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"screen_code" text NOT NULL,
	"screen_name" text NOT NULL,
	"label_code" text NOT NULL,
	"order_number" text DEFAULT '0' NOT NULL,
	"text" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_languages" (
	"owner_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_languages_owner_id_language_id_pk" PRIMARY KEY("owner_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "microservice_assignments" (
	"owner_id" integer NOT NULL,
	"microservice_id" integer NOT NULL,
	"access_type" text DEFAULT 'PUBLIC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "microservice_assignments_owner_id_microservice_id_pk" PRIMARY KEY("owner_id","microservice_id")
);
--> statement-breakpoint
CREATE TABLE "microservices" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"url_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"in_catalogue" boolean DEFAULT false NOT NULL,
	"micro_type" text DEFAULT 'OWN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_plans" ADD CONSTRAINT "owner_plans_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_settings" ADD CONSTRAINT "owner_settings_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_lists" ADD CONSTRAINT "code_lists_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_value_translations" ADD CONSTRAINT "code_value_translations_value_id_code_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."code_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_values" ADD CONSTRAINT "code_values_list_id_code_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."code_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_translations" ADD CONSTRAINT "label_translations_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_languages" ADD CONSTRAINT "owner_languages_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_languages" ADD CONSTRAINT "owner_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microservice_assignments" ADD CONSTRAINT "microservice_assignments_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microservice_assignments" ADD CONSTRAINT "microservice_assignments_microservice_id_microservices_id_fk" FOREIGN KEY ("microservice_id") REFERENCES "public"."microservices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microservices" ADD CONSTRAINT "microservices_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_settings_domain_unique" ON "owner_settings" USING btree ("domain_name");--> statement-breakpoint
CREATE UNIQUE INDEX "owners_name_unique" ON "owners" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "owners_code_unique" ON "owners" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "owners_one_platform_owner" ON "owners" USING btree ("platform_owner") WHERE "owners"."platform_owner";--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_client_id_unique" ON "organisations" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_one_main" ON "organisations" USING btree ("owner_id") WHERE "organisations"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_key_hash_unique" ON "sessions" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_user_name_unique" ON "users" USING btree ("org_id",lower("user_name"));--> statement-breakpoint
CREATE INDEX "audit_owner_at_idx" ON "audit_log" USING btree ("owner_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_unique" ON "files" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "code_lists_owner_code_unique" ON "code_lists" USING btree ("owner_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "code_values_list_code_unique" ON "code_values" USING btree ("list_id","code");--> statement-breakpoint
CREATE INDEX "code_values_list_idx" ON "code_values" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_owner_screen_code_unique" ON "labels" USING btree ("owner_id","screen_code","label_code");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_code_unique" ON "languages" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "microservices_owner_name_unique" ON "microservices" USING btree ("owner_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "microservices_owner_code_unique" ON "microservices" USING btree ("owner_id","code");