ALTER TYPE "public"."import_status" ADD VALUE 'saving' BEFORE 'analysing';--> statement-breakpoint
ALTER TABLE "case_imports" ADD COLUMN "rows_to_save" integer DEFAULT 0 NOT NULL;