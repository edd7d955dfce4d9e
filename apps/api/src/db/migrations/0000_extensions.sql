-- Trigram indexes back the text search of reports and accounts; unaccent folds 'Niño' to 'Nino'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
