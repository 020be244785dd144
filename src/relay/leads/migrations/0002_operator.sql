-- What the operator needs to trust the store (docs/decisions/0038-operator-told-and-store-knows-its-deliverer.md):
-- when each lead was last tried, so the schedule re-drives the least recently tried first and reaches every failed
-- lead; which deliverer the store was created for, so an operator's command never sends real leads to the local
-- outbox; and which operator notices were sent, so each event is told once and the digest once a day.

-- When a deliverer last took the lead for an attempt (0: never). Failed leads are re-driven oldest-tried first.
ALTER TABLE leads ADD COLUMN tried_at INTEGER NOT NULL DEFAULT 0;
UPDATE leads SET tried_at = updated_at WHERE attempts > 0;
CREATE INDEX leads_by_tried ON leads (state, tried_at);

-- Facts about the store itself. `deliverer`: 'outbox' while only the development server (no Customer.io keys)
-- has opened it; 'provider' once a relay with Customer.io did, for good. No row: unknown, treated as 'provider'.
CREATE TABLE lead_store (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL
);

-- One row per notice told to the operator: `subject` is a lead id (events 'failed', 'purge_warning') or the day
-- of a digest ('digest:2026-11-27'); written before the notice is sent, removed again when it could not be sent.
CREATE TABLE lead_notices (
  subject TEXT NOT NULL,
  event TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (subject, event)
);
