ALTER TABLE "case_imports" ADD COLUMN "rows_updated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_imports" ADD COLUMN "rolled_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_imports" ADD COLUMN "rolled_back_by" uuid;--> statement-breakpoint
ALTER TABLE "case_imports" ADD COLUMN "rows_rolled_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_imports" ADD CONSTRAINT "case_imports_rolled_back_by_accounts_id_fk" FOREIGN KEY ("rolled_back_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;