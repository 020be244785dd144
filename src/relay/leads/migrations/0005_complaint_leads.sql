-- Complaints are leads of their own kind (docs/decisions/0043-complaints-their-own-lead-kind.md). SQLite cannot
-- change a CHECK constraint in place, so the table is rebuilt with 'complaint' allowed and every row copied; the
-- columns are those of 0001, 0002 (tried_at) and 0003 (step): a migration that adds columns before this one must add
-- them here too, with their indexes.
CREATE TABLE leads_0005 (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'newsletter', 'complaint')),
  lang TEXT NOT NULL,
  page TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  privacy_accepted_at INTEGER NOT NULL,
  privacy_policy TEXT NOT NULL,
  payload TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_until INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  delivered_at INTEGER,
  updated_at INTEGER NOT NULL,
  tried_at INTEGER NOT NULL DEFAULT 0,
  step TEXT
);

INSERT INTO leads_0005 (id, kind, lang, page, created_at, privacy_accepted_at, privacy_policy, payload, state, attempts,
  next_attempt_at, claimed_until, last_error, delivered_at, updated_at, tried_at, step)
SELECT id, kind, lang, page, created_at, privacy_accepted_at, privacy_policy, payload, state, attempts,
  next_attempt_at, claimed_until, last_error, delivered_at, updated_at, tried_at, step FROM leads;

DROP TABLE leads;
ALTER TABLE leads_0005 RENAME TO leads;
CREATE INDEX leads_by_state ON leads (state, next_attempt_at);
CREATE INDEX leads_by_tried ON leads (state, tried_at);
