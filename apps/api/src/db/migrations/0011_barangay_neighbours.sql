CREATE TABLE "barangay_neighbours" (
	"barangay_id" uuid NOT NULL,
	"neighbour_id" uuid NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barangay_neighbours_barangay_id_neighbour_id_pk" PRIMARY KEY("barangay_id","neighbour_id")
);
--> statement-breakpoint
ALTER TABLE "barangay_neighbours" ADD CONSTRAINT "barangay_neighbours_barangay_id_barangays_id_fk" FOREIGN KEY ("barangay_id") REFERENCES "public"."barangays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barangay_neighbours" ADD CONSTRAINT "barangay_neighbours_neighbour_id_barangays_id_fk" FOREIGN KEY ("neighbour_id") REFERENCES "public"."barangays"("id") ON DELETE cascade ON UPDATE no action;