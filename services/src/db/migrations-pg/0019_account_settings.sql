CREATE TABLE "contact_changes" (
	"user_id" bigint NOT NULL,
	"field" text NOT NULL,
	"new_value" text NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"failed_tries" bigint DEFAULT 0 NOT NULL,
	"sends" bigint DEFAULT 1 NOT NULL,
	"window_starts_at" bigint NOT NULL,
	"last_sent_at" bigint NOT NULL,
	"created_at" bigint DEFAULT (unixepoch()) NOT NULL,
	CONSTRAINT "contact_changes_user_id_field_pk" PRIMARY KEY("user_id","field")
);
--> statement-breakpoint
CREATE TABLE "notice_settings" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" bigint NOT NULL,
	"updated_at" bigint DEFAULT (unixepoch()) NOT NULL,
	CONSTRAINT "notice_settings_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel")
);
--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the unsubscribe links turned off so far, as the settings' kinds (lib/notice-settings.ts):
-- a job alert's link also stopped its SMS.
INSERT INTO "notice_settings" ("user_id", "kind", "channel", "enabled")
SELECT "user_id", CASE "kind" WHEN 'job_alert' THEN 'offers' WHEN 'job_digest' THEN 'offers' WHEN 'review_request' THEN 'review_requests' ELSE 'reminders' END, 'email', 0
FROM "notice_opt_outs" WHERE "kind" IN ('job_alert', 'job_digest', 'job_expiry', 'confirm_reminder', 'review_request')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "notice_settings" ("user_id", "kind", "channel", "enabled")
SELECT "user_id", 'offers', 'sms', 0 FROM "notice_opt_outs" WHERE "kind" = 'job_alert'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "notice_opt_outs";
