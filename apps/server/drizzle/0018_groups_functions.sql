CREATE TABLE "group_functions" (
	"group_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	CONSTRAINT "group_functions_group_id_function_id_pk" PRIMARY KEY("group_id","function_id")
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "org_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mode" text DEFAULT 'ADD' NOT NULL,
	"predefined_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_groups_id_org_unique" UNIQUE("id","org_id")
);
--> statement-breakpoint
CREATE TABLE "organisation_functions" (
	"org_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_functions_org_id_function_id_pk" PRIMARY KEY("org_id","function_id")
);
--> statement-breakpoint
CREATE TABLE "predefined_group_functions" (
	"group_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	CONSTRAINT "predefined_group_functions_group_id_function_id_pk" PRIMARY KEY("group_id","function_id")
);
--> statement-breakpoint
CREATE TABLE "predefined_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_functions" (
	"user_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_functions_user_id_function_id_pk" PRIMARY KEY("user_id","function_id")
);
--> statement-breakpoint
ALTER TABLE "microservices" ADD COLUMN "type_id" integer DEFAULT 102 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_functions" ADD CONSTRAINT "group_functions_group_fk" FOREIGN KEY ("group_id","org_id") REFERENCES "public"."org_groups"("id","org_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_functions" ADD CONSTRAINT "group_functions_org_function_fk" FOREIGN KEY ("org_id","function_id") REFERENCES "public"."organisation_functions"("org_id","function_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_org_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."org_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_groups" ADD CONSTRAINT "org_groups_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_groups" ADD CONSTRAINT "org_groups_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_groups" ADD CONSTRAINT "org_groups_predefined_id_predefined_groups_id_fk" FOREIGN KEY ("predefined_id") REFERENCES "public"."predefined_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_functions" ADD CONSTRAINT "organisation_functions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_functions" ADD CONSTRAINT "organisation_functions_function_id_microservices_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."microservices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_group_functions" ADD CONSTRAINT "predefined_group_functions_group_id_predefined_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."predefined_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_group_functions" ADD CONSTRAINT "predefined_group_functions_function_id_microservices_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."microservices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_groups" ADD CONSTRAINT "predefined_groups_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_functions" ADD CONSTRAINT "user_functions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_functions" ADD CONSTRAINT "user_functions_org_function_fk" FOREIGN KEY ("org_id","function_id") REFERENCES "public"."organisation_functions"("org_id","function_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_functions_org_function_idx" ON "group_functions" USING btree ("org_id","function_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_user_group_unique" ON "group_members" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_groups_org_name_unique" ON "org_groups" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "organisation_functions_function_idx" ON "organisation_functions" USING btree ("function_id");--> statement-breakpoint
CREATE INDEX "predefined_group_functions_function_idx" ON "predefined_group_functions" USING btree ("function_id");--> statement-breakpoint
CREATE UNIQUE INDEX "predefined_groups_owner_name_unique" ON "predefined_groups" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "user_functions_org_function_idx" ON "user_functions" USING btree ("org_id","function_id");--> statement-breakpoint
ALTER TABLE "microservices" ADD CONSTRAINT "microservices_type_id_check" CHECK ("microservices"."type_id" in (102, 140));