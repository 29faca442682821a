CREATE TABLE "commission_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commission_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"administration_id" integer,
	"source" text NOT NULL,
	"attended" boolean DEFAULT false NOT NULL,
	"conflict_of_interest" boolean DEFAULT false NOT NULL,
	"is_voting" boolean DEFAULT false NOT NULL,
	"opinion" text,
	"opinion_comment" text DEFAULT '' NOT NULL,
	"opinion_at" timestamp with time zone,
	"has_pv_signed" boolean DEFAULT false NOT NULL,
	"pv_signed_at" timestamp with time zone,
	CONSTRAINT "commission_members_seat_uq" UNIQUE("commission_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"commission_date" date NOT NULL,
	"choice" text,
	"comments_for_investor" text DEFAULT '' NOT NULL,
	"commission_recommendation" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"is_signatures_finalized" boolean DEFAULT false NOT NULL,
	"reservations_lifted_by" integer,
	"reservations_lifted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_project_session_kind_uq" UNIQUE("project_id","commission_date","kind")
);
--> statement-breakpoint
ALTER TABLE "commission_members" ADD CONSTRAINT "commission_members_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_members" ADD CONSTRAINT "commission_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_members" ADD CONSTRAINT "commission_members_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "public"."administrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_reservations_lifted_by_users_id_fk" FOREIGN KEY ("reservations_lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_members_user_idx" ON "commission_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "commissions_project_idx" ON "commissions" USING btree ("project_id","id");