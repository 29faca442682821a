CREATE TABLE "act_signing_requests" (
	"follow_up_action_id" integer PRIMARY KEY NOT NULL,
	"signing_user_id" integer,
	"signing_request_id" text,
	"signing_lock_expires_at" timestamp with time zone,
	"last_request_id" text,
	"last_request_user_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esign_sandbox_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "act_signing_requests" ADD CONSTRAINT "act_signing_requests_follow_up_action_id_follow_up_actions_id_fk" FOREIGN KEY ("follow_up_action_id") REFERENCES "public"."follow_up_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_signing_requests" ADD CONSTRAINT "act_signing_requests_signing_user_id_users_id_fk" FOREIGN KEY ("signing_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_signing_requests" ADD CONSTRAINT "act_signing_requests_last_request_user_id_users_id_fk" FOREIGN KEY ("last_request_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;