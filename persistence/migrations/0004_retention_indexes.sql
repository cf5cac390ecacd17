-- cxs: compatible_from 3
-- Indexes for the retention purge (actors/retention.cpp): it deletes the oldest invocations
-- ([retention] invocations_days) and dispatched webhook events ([retention]
-- outbox_dispatched_days) in small batches, each found through one of these instead of a
-- scan of the whole table. Only indexes are added, so binaries of version 3 keep working on
-- a database with this migration (compatible_from 3): a rolling upgrade.
-- NOTE: a plain CREATE INDEX (migrations run in a transaction, where CONCURRENTLY is not
-- allowed) holds writes to invocations while it builds; on a large table, apply it with
-- `cxs migrate` at a quiet moment.
CREATE INDEX invocations_created_idx ON invocations (created_at);
CREATE INDEX webhook_outbox_dispatched_idx ON webhook_outbox (dispatched_at) WHERE dispatched_at IS NOT NULL;
