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
CREATE INDEX "daily_visits_day_idx" ON "daily_visits" USING btree ("day","audience");