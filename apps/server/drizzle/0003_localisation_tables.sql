CREATE TABLE "code_value_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"value_id" integer NOT NULL,
	"attribute" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"screen_code" text NOT NULL,
	"screen_name" text NOT NULL,
	"error_code" text NOT NULL,
	"order_number" text DEFAULT '0' NOT NULL,
	"text" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_translations" (
	"error_id" integer NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "error_translations_error_id_lang_pk" PRIMARY KEY("error_id","lang")
);
--> statement-breakpoint
CREATE TABLE "sub_value_translations" (
	"sub_value_id" integer NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "sub_value_translations_sub_value_id_lang_pk" PRIMARY KEY("sub_value_id","lang")
);
--> statement-breakpoint
CREATE TABLE "sub_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"order_by" numeric DEFAULT '0' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_lists" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "code_values" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "code_value_attributes" ADD CONSTRAINT "code_value_attributes_value_id_code_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."code_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_messages" ADD CONSTRAINT "error_messages_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_translations" ADD CONSTRAINT "error_translations_error_id_error_messages_id_fk" FOREIGN KEY ("error_id") REFERENCES "public"."error_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_value_translations" ADD CONSTRAINT "sub_value_translations_sub_value_id_sub_values_id_fk" FOREIGN KEY ("sub_value_id") REFERENCES "public"."sub_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_values" ADD CONSTRAINT "sub_values_parent_id_code_values_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."code_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_value_attributes_value_name_unique" ON "code_value_attributes" USING btree ("value_id",lower("attribute"));--> statement-breakpoint
CREATE UNIQUE INDEX "error_messages_owner_screen_code_unique" ON "error_messages" USING btree ("owner_id","screen_code","error_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_values_parent_code_unique" ON "sub_values" USING btree ("parent_id","code");