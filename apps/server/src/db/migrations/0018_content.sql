CREATE TABLE "content_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"audience" text DEFAULT 'PUBLIC' NOT NULL,
	"category" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"title_fr" text NOT NULL,
	"title_ar" text NOT NULL,
	"body_fr" text NOT NULL,
	"body_ar" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"published_at" timestamp with time zone,
	"published_by_id" integer,
	CONSTRAINT "content_versions_entry_version_uq" UNIQUE("entry_id","version")
);
--> statement-breakpoint
CREATE TABLE "daily_visits" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"audience" text NOT NULL,
	CONSTRAINT "daily_visits_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entries_kind_idx" ON "content_entries" USING btree ("kind","audience","position");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_one_draft_uq" ON "content_versions" USING btree ("entry_id") WHERE "content_versions"."status" = 'DRAFT';--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_one_published_uq" ON "content_versions" USING btree ("entry_id") WHERE "content_versions"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "daily_visits_day_idx" ON "daily_visits" USING btree ("day","audience");