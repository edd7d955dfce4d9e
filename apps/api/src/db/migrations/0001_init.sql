CREATE TYPE "public"."account_status" AS ENUM('unverified', 'pending', 'active', 'banned', 'disabled', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."case_outcome" AS ENUM('alive', 'died');--> statement-breakpoint
CREATE TYPE "public"."death_priority" AS ENUM('P1', 'P2', 'P3');--> statement-breakpoint
CREATE TYPE "public"."import_status" AS ENUM('queued', 'parsing', 'analysing', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."intervention_status" AS ENUM('Scheduled', 'Ongoing', 'Complete');--> statement-breakpoint
CREATE TYPE "public"."intervention_type" AS ENUM('Fogging', 'Ovicidal-Larvicidal Trapping', 'Clean-up Drive', 'Education Campaign');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('account-verification', 'password-reset');--> statement-breakpoint
CREATE TYPE "public"."pattern_type" AS ENUM('spike', 'increase', 'decrease', 'low_level_activity', 'no_change', 'none');--> statement-breakpoint
CREATE TYPE "public"."post_category" AS ENUM('news', 'tip', 'announcement');--> statement-breakpoint
CREATE TYPE "public"."post_status" AS ENUM('active', 'archived');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('Pending', 'Validated', 'Rejected');--> statement-breakpoint
CREATE TYPE "public"."report_type" AS ENUM('Stagnant Water', 'Standing Water', 'Uncollected Garbage or Trash', 'Others');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('user', 'admin', 'superadmin');--> statement-breakpoint
CREATE TYPE "public"."vote_direction" AS ENUM('up', 'down');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" DEFAULT 'user' NOT NULL,
	"status" "account_status" DEFAULT 'unverified' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"profile_photo_url" text,
	"home_barangay_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"report_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barangays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"match_key" text NOT NULL,
	"psgc_code" text,
	"postal_code" text,
	"population" integer,
	"population_year" integer,
	"osm_id" text,
	"geometry" jsonb,
	"label_lng" double precision,
	"label_lat" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clusters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barangay_id" uuid,
	"center_lat" double precision NOT NULL,
	"center_lng" double precision NOT NULL,
	"radius_meters" double precision NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"resolved_count" integer DEFAULT 0 NOT NULL,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_clusters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cluster_id" uuid NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"details" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interventions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barangay_id" uuid NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"intervention_type" "intervention_type" NOT NULL,
	"personnel" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"status" "intervention_status" NOT NULL,
	"archived_at" timestamp with time zone,
	"lng" double precision,
	"lat" double precision,
	"description" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_post_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"post_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_post_votes" (
	"post_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"direction" "vote_direction" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_post_votes_post_id_account_id_pk" PRIMARY KEY("post_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "admin_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" "post_category" NOT NULL,
	"status" "post_status" DEFAULT 'active' NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"downvote_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_posts_title_length" CHECK (char_length("admin_posts"."title") between 1 and 120),
	CONSTRAINT "admin_posts_content_length" CHECK (char_length("admin_posts"."content") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "comment_votes" (
	"comment_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"direction" "vote_direction" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_votes_comment_id_account_id_pk" PRIMARY KEY("comment_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"report_id" uuid,
	"post_id" uuid,
	"content" text NOT NULL,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"downvote_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_one_parent" CHECK (("comments"."report_id" is null) <> ("comments"."post_id" is null)),
	CONSTRAINT "comments_content_length" CHECK (char_length("comments"."content") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "report_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_votes" (
	"report_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"direction" "vote_direction" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_votes_report_id_account_id_pk" PRIMARY KEY("report_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"anonymous_id" text,
	"barangay_id" uuid NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"report_type" "report_type" NOT NULL,
	"description" text NOT NULL,
	"status" "report_status" DEFAULT 'Pending' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"cluster_id" uuid,
	"sub_cluster_id" uuid,
	"exclude_from_clustering" boolean DEFAULT false NOT NULL,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"downvote_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"shares_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_description_length" CHECK (char_length("reports"."description") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "alert_barangays" (
	"alert_id" uuid NOT NULL,
	"barangay_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid,
	"title" text,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barangay_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barangay_id" uuid NOT NULL,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"evaluation_week_start" date,
	"pattern" "pattern_type" NOT NULL,
	"p1" double precision,
	"p2" double precision,
	"reference_mean" double precision,
	"phi" double precision,
	"spike_threshold" integer,
	"current_four_weeks" integer,
	"previous_four_weeks" integer,
	"trend_p" double precision,
	"doh_cluster" boolean DEFAULT false NOT NULL,
	"explanation" text NOT NULL,
	"death_priority" "death_priority" DEFAULT 'P3' NOT NULL,
	"deaths_last_four_weeks" integer DEFAULT 0 NOT NULL,
	"deaths_last_year" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by" uuid,
	"original_filename" text NOT NULL,
	"status" "import_status" DEFAULT 'queued' NOT NULL,
	"date_format" text,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_imported" integer DEFAULT 0 NOT NULL,
	"rows_duplicate" integer DEFAULT 0 NOT NULL,
	"rows_other_city" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"barangays_analysed" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unmatched_barangays" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dengue_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fingerprint" text NOT NULL,
	"import_id" uuid,
	"barangay_id" uuid NOT NULL,
	"admitted_on" date NOT NULL,
	"onset_on" date,
	"onset_imputed" boolean DEFAULT false NOT NULL,
	"morbidity_week_start" date NOT NULL,
	"outcome" "case_outcome" NOT NULL,
	"sex" text,
	"age_years" double precision,
	"case_classification" text,
	"extra" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_home_barangay_id_barangays_id_fk" FOREIGN KEY ("home_barangay_id") REFERENCES "public"."barangays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clusters" ADD CONSTRAINT "clusters_barangay_id_barangays_id_fk" FOREIGN KEY ("barangay_id") REFERENCES "public"."barangays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_clusters" ADD CONSTRAINT "sub_clusters_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_barangay_id_barangays_id_fk" FOREIGN KEY ("barangay_id") REFERENCES "public"."barangays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_post_images" ADD CONSTRAINT "admin_post_images_post_id_admin_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."admin_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_post_votes" ADD CONSTRAINT "admin_post_votes_post_id_admin_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."admin_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_post_votes" ADD CONSTRAINT "admin_post_votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_posts" ADD CONSTRAINT "admin_posts_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_admin_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."admin_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_images" ADD CONSTRAINT "report_images_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_votes" ADD CONSTRAINT "report_votes_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_votes" ADD CONSTRAINT "report_votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_barangay_id_barangays_id_fk" FOREIGN KEY ("barangay_id") REFERENCES "public"."barangays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_status_changed_by_accounts_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_sub_cluster_id_sub_clusters_id_fk" FOREIGN KEY ("sub_cluster_id") REFERENCES "public"."sub_clusters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_barangays" ADD CONSTRAINT "alert_barangays_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_barangays" ADD CONSTRAINT "alert_barangays_barangay_id_barangays_id_fk" FOREIGN KEY ("barangay_id") REFERENCES "public"."barangays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_sender_id_accounts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barangay_analyses" ADD CONSTRAINT "barangay_analyses_barangay_id_barangays_id_fk" FOREIGN KEY ("barangay_id") REFERENCES "public"."barangays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_imports" ADD CONSTRAINT "case_imports_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dengue_cases" ADD CONSTRAINT "dengue_cases_import_id_case_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."case_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dengue_cases" ADD CONSTRAINT "dengue_cases_barangay_id_barangays_id_fk" FOREIGN KEY ("barangay_id") REFERENCES "public"."barangays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_live_email_key" ON "accounts" USING btree (lower("email")) WHERE "accounts"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX "accounts_role_status_idx" ON "accounts" USING btree ("role","status");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_account_purpose_idx" ON "one_time_codes" USING btree ("account_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_sessions_token_hash_key" ON "refresh_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_sessions_family_idx" ON "refresh_sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_account_idx" ON "refresh_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "barangays_name_key" ON "barangays" USING btree ("name");--> statement-breakpoint
CREATE INDEX "barangays_match_key_idx" ON "barangays" USING btree ("match_key");--> statement-breakpoint
CREATE INDEX "clusters_barangay_idx" ON "clusters" USING btree ("barangay_id");--> statement-breakpoint
CREATE INDEX "sub_clusters_cluster_idx" ON "sub_clusters" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "interventions_barangay_idx" ON "interventions" USING btree ("barangay_id","status");--> statement-breakpoint
CREATE INDEX "interventions_date_idx" ON "interventions" USING btree ("date");--> statement-breakpoint
CREATE INDEX "admin_post_images_post_idx" ON "admin_post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "admin_posts_listing_idx" ON "admin_posts" USING btree ("status","category","publish_date");--> statement-breakpoint
CREATE INDEX "comments_report_idx" ON "comments" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "report_images_report_idx" ON "report_images" USING btree ("report_id","position");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_author_idx" ON "reports" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_barangay_idx" ON "reports" USING btree ("barangay_id","status");--> statement-breakpoint
CREATE INDEX "reports_cluster_idx" ON "reports" USING btree ("cluster_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_barangays_key" ON "alert_barangays" USING btree ("alert_id","barangay_id");--> statement-breakpoint
CREATE INDEX "alerts_created_idx" ON "alerts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "barangay_analyses_current_idx" ON "barangay_analyses" USING btree ("barangay_id","analysed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dengue_cases_fingerprint_key" ON "dengue_cases" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "dengue_cases_barangay_week_idx" ON "dengue_cases" USING btree ("barangay_id","morbidity_week_start");