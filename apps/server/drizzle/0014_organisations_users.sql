CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_da_settings" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"account_type" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"min_commission_value" numeric DEFAULT 0 NOT NULL,
	"commission_percentage" numeric DEFAULT 15 NOT NULL,
	"fee_paid" numeric DEFAULT 0 NOT NULL,
	"payment_date" date,
	"sdk_hosting" text DEFAULT '' NOT NULL,
	"sdk_endpoint" text DEFAULT '' NOT NULL,
	"plan_type" text DEFAULT 'DA_PT_BASIC' NOT NULL,
	"member_type" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"media_type" text DEFAULT 'Telegram' NOT NULL,
	"media_status" text NOT NULL,
	"qr_code" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "owner_settings" ADD COLUMN "api_key_max_days" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "status" text DEFAULT 'Active' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "activation_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "public_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_type" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_activity" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "api_key_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "api_key_prefix" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "api_key_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_da_settings" ADD CONSTRAINT "organisation_da_settings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_media" ADD CONSTRAINT "organisation_media_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "organisation_media_org_idx" ON "organisation_media" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "password_links_user_idx" ON "password_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organisations_owner_status_idx" ON "organisations" USING btree ("owner_id","status","name");--> statement-breakpoint
CREATE INDEX "users_owner_user_name_idx" ON "users" USING btree ("owner_id",lower("user_name"));--> statement-breakpoint
CREATE INDEX "users_org_status_idx" ON "users" USING btree ("org_id","status","user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_api_key_hash_unique" ON "users" USING btree ("api_key_hash");--> statement-breakpoint
UPDATE "organisations" o SET "start_date" = w."start_date", "expiry_date" = w."expiry_date" FROM "owners" w WHERE w."id" = o."owner_id";--> statement-breakpoint
UPDATE "organisations" SET "activation_key" = md5(random()::text || "id"::text) || md5(random()::text || "client_id") WHERE "activation_key" = '';
