-- Every table whose primary key is an autoincrement id gets its id from fill_id() (0000) when an
-- insert gives NULL, as SQLite does. A new such table needs its line here too (in a new custom
-- migration); schema-parity.test.ts fails until it has one.
CREATE TRIGGER "attribute_options_fill_id" BEFORE INSERT ON "attribute_options" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "audit_log_fill_id" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "balance_ledger_fill_id" BEFORE INSERT ON "balance_ledger" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "bids_fill_id" BEFORE INSERT ON "bids" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "calendar_events_fill_id" BEFORE INSERT ON "calendar_events" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "cancellations_fill_id" BEFORE INSERT ON "cancellations" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "car_models_fill_id" BEFORE INSERT ON "car_models" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "categories_fill_id" BEFORE INSERT ON "categories" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "category_attributes_fill_id" BEFORE INSERT ON "category_attributes" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "companies_fill_id" BEFORE INSERT ON "companies" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "complaint_messages_fill_id" BEFORE INSERT ON "complaint_messages" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "complaints_fill_id" BEFORE INSERT ON "complaints" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "contacts_fill_id" BEFORE INSERT ON "contacts" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "contract_changes_fill_id" BEFORE INSERT ON "contract_changes" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "invitations_fill_id" BEFORE INSERT ON "invitations" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "job_attributes_fill_id" BEFORE INSERT ON "job_attributes" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "jobs_fill_id" BEFORE INSERT ON "jobs" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "login_attempts_fill_id" BEFORE INSERT ON "login_attempts" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "mail_agents_fill_id" BEFORE INSERT ON "mail_agents" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "messages_fill_id" BEFORE INSERT ON "messages" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "outbox_fill_id" BEFORE INSERT ON "outbox" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "receipts_fill_id" BEFORE INSERT ON "receipts" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "regions_fill_id" BEFORE INSERT ON "regions" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "review_emails_fill_id" BEFORE INSERT ON "review_emails" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "reviews_fill_id" BEFORE INSERT ON "reviews" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "support_cases_fill_id" BEFORE INSERT ON "support_cases" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "support_messages_fill_id" BEFORE INSERT ON "support_messages" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "tickets_fill_id" BEFORE INSERT ON "tickets" FOR EACH ROW EXECUTE FUNCTION fill_id();
--> statement-breakpoint
CREATE TRIGGER "users_fill_id" BEFORE INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION fill_id();
