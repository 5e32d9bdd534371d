ALTER TABLE "reviews" ADD COLUMN "review_email_id" bigint;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_review_email_id_review_emails_id_fk" FOREIGN KEY ("review_email_id") REFERENCES "public"."review_emails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_review_email_idx" ON "reviews" USING btree ("review_email_id");