ALTER TABLE "reports" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_author_client_id_key" ON "reports" USING btree ("author_id","client_id");