CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"no_of_users" integer NOT NULL,
	"file_size" integer NOT NULL,
	"price" text NOT NULL,
	"description" text NOT NULL,
	"details" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"key_id" uuid NOT NULL,
	"org_id" integer,
	"org_name" text NOT NULL,
	"email" text NOT NULL,
	"plan_id" integer,
	"plan_duration" text NOT NULL,
	"plan_type" text NOT NULL,
	"no_of_users" integer NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"no_of_conversation" integer DEFAULT 0 NOT NULL,
	"token_type" text DEFAULT 'ACTIVATION' NOT NULL,
	"activation_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_owner_name_unique" ON "subscription_plans" USING btree ("owner_id",lower("plan_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_key_id_unique" ON "user_subscriptions" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_created_idx" ON "user_subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_subscriptions_plan_idx" ON "user_subscriptions" USING btree ("plan_id");