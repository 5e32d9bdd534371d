CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at","company_id","job_id");--> statement-breakpoint
CREATE INDEX "contacts_job_created_idx" ON "contacts" USING btree ("job_id","created_at","selected_at");--> statement-breakpoint
CREATE INDEX "balance_ledger_kind_created_idx" ON "balance_ledger" USING btree ("kind","created_at");
