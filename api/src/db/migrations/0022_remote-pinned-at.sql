ALTER TABLE "instance_remotes" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
-- Releases pinned before the column existed: pinned when the audit log last set them (written by hand).
UPDATE "instance_remotes" AS r SET "pinned_at" = coalesce(
  (SELECT max(a."created_at") FROM "audit_log" AS a
    WHERE a."instance_id" = r."instance_id" AND a."action" = 'remote.update'
      AND a."object_id" = r."name" AND a."details"->>'release' = r."release"),
  now()
) WHERE r."release" IS NOT NULL;
