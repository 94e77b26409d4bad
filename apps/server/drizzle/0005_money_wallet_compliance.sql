CREATE TABLE "kyc_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pan" text NOT NULL,
	"name" text NOT NULL,
	"ifsc" text,
	"account_number" text,
	"upi" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_details_one_payout" CHECK (("kyc_details"."upi" is null) = ("kyc_details"."ifsc" is not null and "kyc_details"."account_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "player_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"date_of_birth" date,
	"state" text,
	"self_excluded_until" timestamp with time zone,
	"monthly_limit_paise" bigint,
	"pending_limit_paise" bigint,
	"pending_limit_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_profiles_limits_positive" CHECK ("player_profiles"."monthly_limit_paise" > 0 and "player_profiles"."pending_limit_paise" > 0),
	CONSTRAINT "player_profiles_pending_whole" CHECK (("player_profiles"."pending_limit_paise" is null) = ("player_profiles"."pending_limit_from" is null))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"idempotency_key" text,
	"gateway" text NOT NULL,
	"gateway_order_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"financial_year" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"payout" text NOT NULL,
	"reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_paise" > 0),
	CONSTRAINT "withdrawals_tax_adds_up" CHECK ("withdrawals"."tds_paise" >= 0 and "withdrawals"."net_paise" = "withdrawals"."amount_paise" - "withdrawals"."tds_paise" and "withdrawals"."taxable_paise" between 0 and "withdrawals"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "kyc_details" ADD CONSTRAINT "kyc_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD CONSTRAINT "player_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_details_pan_key" ON "kyc_details" USING btree ("pan");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_idempotency_key" ON "deposits" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_orders_payment_key" ON "sandbox_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");