-- When the person withdrew the consent a record proves (an unsubscribe, an erasure request), recorded by the
-- operator's `npm run leads -- withdraw` (docs/decisions/0046-store-thread-restarted-one-transaction-confirmation-limit.md).
-- The record stays, as the proof of what was given and when it ended, until its keep_until; NULL while not withdrawn.
ALTER TABLE consents ADD COLUMN withdrawn_at INTEGER;
