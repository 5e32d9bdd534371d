CREATE INDEX "contacts_company_created_idx" ON "contacts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bids_contact_idx" ON "bids" USING btree ("contact_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cancellations_contact_idx" ON "cancellations" USING btree ("contact_id","decided_at");