ALTER TABLE "reports" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "location_approximate" boolean DEFAULT false NOT NULL;