CREATE TABLE "code_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"promo_code_id" integer,
	"referral_code_id" integer,
	"grant_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"ac_type" text DEFAULT 'Spending' NOT NULL,
	"ac_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"usage_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"credit_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"remaining" numeric(18, 4) NOT NULL,
	"expired_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"promo_code_id" integer,
	"referral_code_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_grants_remaining_in_range" CHECK ("credit_grants"."remaining" >= 0 and "credit_grants"."remaining" <= "credit_grants"."amount"),
	CONSTRAINT "credit_grants_amount_positive" CHECK ("credit_grants"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"usage_key" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"charged" numeric(18, 4) NOT NULL,
	"microservice_id" integer,
	"discount_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_microservices" (
	"discount_id" integer NOT NULL,
	"microservice_id" integer NOT NULL,
	CONSTRAINT "discount_microservices_discount_id_microservice_id_pk" PRIMARY KEY("discount_id","microservice_id")
);
--> statement-breakpoint
CREATE TABLE "discount_organisations" (
	"discount_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "discount_organisations_discount_id_org_id_pk" PRIMARY KEY("discount_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "discount_users" (
	"discount_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "discount_users_discount_id_user_id_pk" PRIMARY KEY("discount_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"discount" numeric(18, 4) NOT NULL,
	"discount_type" text DEFAULT 'seasonal' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"credit" numeric(18, 4),
	"credit_validity_type" text,
	"credit_validity_value" text,
	"discount_type" text,
	"discount_amount" numeric(18, 4),
	"min_topup_amount" numeric(18, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"credit" numeric(18, 4) NOT NULL,
	"validity_months" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_referral_code_id_referral_codes_id_fk" FOREIGN KEY ("referral_code_id") REFERENCES "public"."referral_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_grant_id_credit_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_grant_id_credit_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_usage_id_credit_usages_id_fk" FOREIGN KEY ("usage_id") REFERENCES "public"."credit_usages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_referral_code_id_referral_codes_id_fk" FOREIGN KEY ("referral_code_id") REFERENCES "public"."referral_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_usages" ADD CONSTRAINT "credit_usages_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_usages" ADD CONSTRAINT "credit_usages_microservice_id_microservices_id_fk" FOREIGN KEY ("microservice_id") REFERENCES "public"."microservices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_microservices" ADD CONSTRAINT "discount_microservices_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_microservices" ADD CONSTRAINT "discount_microservices_microservice_id_microservices_id_fk" FOREIGN KEY ("microservice_id") REFERENCES "public"."microservices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_organisations" ADD CONSTRAINT "discount_organisations_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_organisations" ADD CONSTRAINT "discount_organisations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_users" ADD CONSTRAINT "discount_users_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_users" ADD CONSTRAINT "discount_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_redemptions_promo_org_unique" ON "code_redemptions" USING btree ("promo_code_id","org_id") WHERE "code_redemptions"."promo_code_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "code_redemptions_referral_org_unique" ON "code_redemptions" USING btree ("org_id") WHERE "code_redemptions"."referral_code_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_accounts_org_type_unique" ON "credit_accounts" USING btree ("org_id","ac_type");--> statement-breakpoint
CREATE INDEX "credit_entries_account_time_idx" ON "credit_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_entries_grant_idx" ON "credit_entries" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "credit_grants_spend_idx" ON "credit_grants" USING btree ("account_id","status","priority","expiry_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_usages_org_key_unique" ON "credit_usages" USING btree ("org_id","usage_key");--> statement-breakpoint
CREATE INDEX "discount_microservices_ms_idx" ON "discount_microservices" USING btree ("microservice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_owner_name_unique" ON "discounts" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_owner_code_unique" ON "promo_codes" USING btree ("owner_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_unique" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_org_unique" ON "referral_codes" USING btree ("org_id");--> statement-breakpoint
-- The ledger is append-only (decision 0180): an entry is never changed, and removed only with its
-- account or grant (a cascade, which runs inside the foreign key's own trigger).
CREATE FUNCTION credit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'credit_entries is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER credit_entries_append_only BEFORE UPDATE OR DELETE ON credit_entries
  FOR EACH ROW EXECUTE FUNCTION credit_entries_append_only();
