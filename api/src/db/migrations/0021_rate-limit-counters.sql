-- Unlogged: the counters are safe to lose (a crash or a failover gives every client a fresh window), and
-- counting a request then writes no WAL and waits for no disk flush. drizzle-kit does not model
-- UNLOGGED, so this line was written by hand; its snapshot describes the same table.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_bucket_key_pk" PRIMARY KEY("bucket","key")
);
