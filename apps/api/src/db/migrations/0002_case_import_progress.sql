ALTER TABLE "dengue_cases" DROP CONSTRAINT "dengue_cases_import_id_case_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "barangay_analyses" ADD COLUMN "analysis_date" date;--> statement-breakpoint
ALTER TABLE "barangay_analyses" ADD COLUMN "label_p" double precision;--> statement-breakpoint
ALTER TABLE "case_imports" ADD COLUMN "date_format_note" text;--> statement-breakpoint
ALTER TABLE "case_imports" ADD COLUMN "file_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_imports" ADD COLUMN "bytes_parsed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_imports" ADD COLUMN "rows_saved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_imports" ADD COLUMN "rows_onset_imputed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_imports" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;